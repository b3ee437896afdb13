import { apiFetch } from '../../../lib/api-client.ts';

/** POST /account/logout: ends the session of this token on the server (204). */
export async function signOutOnServer(token: string): Promise<void> {
  await apiFetch<null>('account/logout', { method: 'POST', bearer: token });
}
