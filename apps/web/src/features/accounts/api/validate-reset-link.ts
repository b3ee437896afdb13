import { apiFetch } from '../../../lib/api-client.ts';

/** PUT /account/validateResetPassword: whether the reset link can still be used (401 when not). */
export async function validateResetLink(token: string, signal?: AbortSignal): Promise<void> {
  await apiFetch<{ Gueltig: true }>('account/validateResetPassword', {
    method: 'PUT',
    body: { Token: token },
    signal,
  });
}
