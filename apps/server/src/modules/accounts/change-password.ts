import { type changePasswordBodySchema, PASSWORD_CHANGED_TEXT } from '@kwk/shared/accounts/account.schemas';
import type { z } from 'zod';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { AccountContext, AccountsDeps } from './account-context.ts';
import type { Caller } from './account-identity.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { Signedin } from './sessions.service.ts';

type ChangePasswordBody = z.infer<ReturnType<typeof changePasswordBodySchema>>;

/**
 * `PUT /account/resetPasswordWithoutToken`, signed in: the current password (unless none was
 * set yet) and a new one; the other sessions end.
 */
export function createChangePassword(
  deps: Pick<AccountsDeps, 'db' | 'referrers' | 'sessionRows' | 'events'>,
  ctx: AccountContext,
) {
  const { db, referrers, events } = deps;
  return async (
    tenant: Tenant,
    { referrer, session }: Signedin,
    body: ChangePasswordBody,
    caller: Caller,
  ) => {
    // The current password is guessed as easily as at sign-in: it counts toward the same limits.
    const attempt = referrer.passwordHash
      ? await ctx.passwordAttempt(tenant, referrer.email, referrer.id, caller)
      : null;
    if (referrer.passwordHash && !(await verifyPassword(referrer.passwordHash, body.AltesPasswort ?? ''))) {
      throw new AppError('accounts.password_change_failed', {
        fields: [
          {
            path: 'body.AltesPasswort',
            message:
              caller.lang === 'en'
                ? 'The current password is not correct.'
                : 'Das aktuelle Passwort ist nicht korrekt.',
          },
        ],
      });
    }
    const passwordHash = await hashPassword(body.Passwort);
    await db.transaction(async (tx) => {
      await referrers.setPassword(tx, referrer.id, passwordHash);
      await deps.sessionRows.removeOthers(tx, referrer.id, session.tokenHash);
      if (attempt) await events.settle(tx, attempt, 'password.changed', referrer.id);
      else await ctx.audit(tx, tenant, 'password.changed', referrer.id, caller);
    });
    return { message: PASSWORD_CHANGED_TEXT[caller.lang] };
  };
}
