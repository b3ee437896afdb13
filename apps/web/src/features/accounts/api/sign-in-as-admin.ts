import type { LoginResponse } from '@kwk/shared/accounts/account.schemas';
import { apiFetch } from '../../../lib/api-client.ts';
import { oncePerKey } from '../../../lib/once-per-key.ts';

/**
 * GET /account/adminLogin/{token}: the host system's one-time sign-in token (`/login/{token}` and the
 * silent autologin) → user and session token; a used or expired one answers 401.
 */
export const signInAsAdmin = oncePerKey((token) =>
  apiFetch<LoginResponse>(`account/adminLogin/${encodeURIComponent(token)}`),
);
