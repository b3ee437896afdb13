import type { LoginBody, LoginResponse } from '@kwk/shared/accounts/account.schemas';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /account/login: e-mail and password → user and session token (401, 403, 429 on refusal). */
export function signIn(body: LoginBody): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('account/login', { method: 'POST', body });
}
