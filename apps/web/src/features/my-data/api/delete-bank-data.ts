import { authFetch } from '../../../lib/session/auth-fetch.ts';

/** DELETE /empfehler/bankdaten/: forgets the stored account (204). */
export async function deleteBankData(): Promise<void> {
  await authFetch<null>('empfehler/bankdaten/', { method: 'DELETE' });
}
