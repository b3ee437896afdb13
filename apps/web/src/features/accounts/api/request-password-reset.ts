import { apiFetch } from '../../../lib/api-client.ts';

/** GET /account/resetPassword/{email}: mails a reset link; 202 whether or not the address is known. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiFetch<{ Gesendet: true }>(`account/resetPassword/${encodeURIComponent(email)}`);
}
