import type { LoginResponse } from '@kwk/shared/accounts/account.schemas';
import { authFetch } from '../../../lib/session/auth-fetch.ts';

/** POST /account/refresh: a new token in place of the session's current one, which stops working. */
export function refreshSession(): Promise<LoginResponse> {
  return authFetch<LoginResponse>('account/refresh', { method: 'POST' });
}
