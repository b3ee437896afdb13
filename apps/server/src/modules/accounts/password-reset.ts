import { randomUUID } from 'node:crypto';
import {
  forgotPasswordParamsSchema,
  type LoginResponse,
  type resetPasswordBodySchema,
  type validateResetBodySchema,
} from '@kwk/shared/accounts/account.schemas';
import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import type { z } from 'zod';
import { parseBody } from '../../lib/parse-body.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { AccountContext, AccountsDeps } from './account-context.ts';
import type { Caller } from './account-identity.ts';
import { loginResponse } from './account-user.ts';
import { hashPassword } from './passwords.ts';

type ValidateResetBody = z.infer<typeof validateResetBodySchema>;
type ResetPasswordBody = z.infer<ReturnType<typeof resetPasswordBodySchema>>;

/** "Passwort vergessen": the mailed reset link, whether it still works, and the new password by it. */
export function createPasswordReset(
  deps: Pick<AccountsDeps, 'db' | 'referrers' | 'sessions' | 'sessionRows' | 'tokens'>,
  ctx: AccountContext,
) {
  const { db, referrers, sessions, tokens } = deps;
  return {
    /** `GET /account/resetPassword/{email}` ("Passwort vergessen"): the same answer for any address. */
    async forgotPassword(tenant: Tenant, rawEmail: unknown, caller: Caller) {
      const { id: email } = parseBody(forgotPasswordParamsSchema(caller.lang), { id: rawEmail });
      if (!(await ctx.mayMail(tenant, 'password.reset_requested', email, caller)))
        return { Gesendet: true as const };
      const referrer = await referrers.byEmailIdentity(db, tenant.id, emailIdentity(email));
      if (referrer && !referrer.blockedReason) await ctx.mailLink(tenant, referrer, 'password.reset');
      else {
        // Nobody to mail: the same work for a made-up subject, rolled back (finding 1.8, timing).
        const nobody = { id: randomUUID(), email, vorname: '', language: caller.lang };
        await ctx.mailLink(tenant, nobody, 'password.reset', true);
      }
      return { Gesendet: true as const };
    },

    /** `PUT /account/validateResetPassword`: whether the reset link can still be used. */
    async validateReset(tenant: Tenant, { Token }: ValidateResetBody) {
      await tokens.check(db, {
        tenantId: tenant.id,
        purpose: 'password.reset',
        token: Token,
        unknown: 'auth.link_expired',
      });
      return { Gueltig: true as const };
    },

    /** `PUT /account/resetPassword`: a new password by the reset link; other sessions end, this one starts. */
    async resetPassword(tenant: Tenant, body: ResetPasswordBody, caller: Caller): Promise<LoginResponse> {
      const passwordHash = await hashPassword(body.Passwort);
      return db.transaction(async (tx) => {
        const referrer = await ctx.referrerOfLink(tx, tenant, 'password.reset', body.Token);
        await referrers.setPassword(tx, referrer.id, passwordHash);
        await deps.sessionRows.removeOthers(tx, referrer.id, null);
        await ctx.audit(tx, tenant, 'password.reset', referrer.id, caller);
        return loginResponse(
          { ...referrer, passwordHash },
          await sessions.open(tx, tenant, referrer.id, 'reset'),
        );
      });
    },
  };
}
