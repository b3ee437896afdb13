import type { LoginResponse, loginBodySchema } from '@kwk/shared/accounts/account.schemas';
import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import type { z } from 'zod';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { AccountContext, AccountsDeps } from './account-context.ts';
import type { Caller } from './account-identity.ts';
import { loginResponse } from './account-user.ts';
import { verifyPassword } from './passwords.ts';
import { refuseBlocked, type Signedin } from './sessions.service.ts';

type LoginBody = z.infer<ReturnType<typeof loginBodySchema>>;

/** Signing in by password or mailed access link, refreshing and ending the session. */
export function createAccountSignIn(
  deps: Pick<AccountsDeps, 'db' | 'referrers' | 'sessions' | 'events'>,
  ctx: AccountContext,
) {
  const { db, referrers, sessions, events } = deps;
  return {
    /**
     * `POST /account/login`. The attempt is recorded as a failure before the password is checked,
     * so concurrent attempts count each other; a success turns it into a sign-in.
     */
    async login(tenant: Tenant, body: LoginBody, caller: Caller): Promise<LoginResponse> {
      const attempt = await ctx.passwordAttempt(tenant, body.Email, null, caller);
      const referrer = await referrers.byEmailIdentity(db, tenant.id, emailIdentity(body.Email));
      const matches = await verifyPassword(referrer?.passwordHash, body.Password);
      if (!referrer || !matches) throw new AppError('auth.wrong_credentials');
      refuseBlocked(referrer);
      return db.transaction(async (tx) => {
        await events.settle(tx, attempt, 'login', referrer.id);
        return loginResponse(referrer, await sessions.open(tx, tenant, referrer.id, 'password'));
      });
    },

    /** `GET /account/login/?token=`: the access link from a mail, once. */
    async loginWithLink(tenant: Tenant, token: string, caller: Caller): Promise<LoginResponse> {
      return db.transaction(async (tx) => {
        const referrer = await ctx.referrerOfLink(tx, tenant, 'account.access', token);
        await ctx.audit(tx, tenant, 'login', referrer.id, caller);
        return loginResponse(referrer, await sessions.open(tx, tenant, referrer.id, 'link'));
      });
    },

    async refresh(tenant: Tenant, signedin: Signedin): Promise<LoginResponse> {
      const { referrer, ...session } = await sessions.refresh(tenant, signedin);
      return loginResponse(referrer, session);
    },

    async logout(tenant: Tenant, sessionToken: string | undefined, caller: Caller) {
      const referrer = await sessions.end(tenant, sessionToken);
      if (referrer) await ctx.audit(db, tenant, 'logout', referrer.id, caller);
    },
  };
}
