import type { ChangePasswordBody } from '@kwk/shared/accounts/account.schemas';
import { authFetch } from '../../../lib/session/auth-fetch.ts';

/**
 * PUT /account/resetPasswordWithoutToken, signed in: a new password, with the current one unless
 * none was set yet. A wrong current one: 400 accounts.password_change_failed at AltesPasswort.
 */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await authFetch<{ message: string }>('account/resetPasswordWithoutToken', { method: 'PUT', body });
}
