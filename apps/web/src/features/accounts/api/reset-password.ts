import type { LoginResponse, resetPasswordBodySchema } from '@kwk/shared/accounts/account.schemas';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

type ResetPasswordBody = z.infer<ReturnType<typeof resetPasswordBodySchema>>;

/** PUT /account/resetPassword: the new password by the reset link; answers signed in. */
export function resetPassword(body: ResetPasswordBody): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('account/resetPassword', { method: 'PUT', body });
}
