import type { LoginResponse } from '@kwk/shared/accounts/account.schemas';
import { apiFetch } from '../../../lib/api-client.ts';
import { oncePerKey } from '../../../lib/once-per-key.ts';

/** GET /account/login/?token=: the access link from a mail → user and session token (works once). */
export const signInWithLink = oncePerKey((token) =>
  apiFetch<LoginResponse>('account/login', { query: { token } }),
);
