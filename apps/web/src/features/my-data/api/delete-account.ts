import { authFetch } from '../../../lib/session/auth-fetch.ts';

/**
 * DELETE /empfehler/delete: the account, its sessions and bank data go; recommendations in progress
 * stay, without the link to the person (204).
 */
export async function deleteAccount(): Promise<void> {
  await authFetch<null>('empfehler/delete', { method: 'DELETE' });
}
