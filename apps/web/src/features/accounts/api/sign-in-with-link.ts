import type { LoginResponse } from '@kwk/shared/accounts/account.schemas';
import { apiFetch } from '../../../lib/api-client.ts';

// Access links work once: React's development double effect (and a re-render) must reuse the one
// request instead of spending the token twice.
const pending = new Map<string, Promise<LoginResponse>>();

/** GET /account/login/?token=: the access link from a mail → user and session token. */
export function signInWithLink(token: string): Promise<LoginResponse> {
  let request = pending.get(token);
  if (!request) {
    request = apiFetch<LoginResponse>('account/login', { query: { token } });
    pending.set(token, request);
  }
  return request;
}
