import type { AccountUser } from '@kwk/shared/accounts/account.schemas';
import { authFetch } from '../../../lib/session/auth-fetch.ts';

/** GET /account/user: the signed-in referrer; a 401 here ends a session the server no longer knows. */
export function getUser(signal?: AbortSignal): Promise<AccountUser> {
  return authFetch<AccountUser>('account/user', { signal });
}
