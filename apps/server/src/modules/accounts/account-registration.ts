import type { createReferrerBodySchema, LoginResponse } from '@kwk/shared/accounts/account.schemas';
import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { AccountContext, AccountsDeps } from './account-context.ts';
import type { Caller } from './account-identity.ts';
import { loginResponse } from './account-user.ts';
import { eligibilityProof } from './eligibility-proof.ts';
import { refuseBlocked } from './sessions.service.ts';

type CreateReferrerBody = z.infer<ReturnType<typeof createReferrerBodySchema>>;

/** Registering a referrer: by mailed access link, or with a password after another module's proof. */
export function createAccountRegistration(
  deps: Pick<AccountsDeps, 'db' | 'clock' | 'referrers' | 'sessions' | 'sessionRows' | 'exclusions'>,
  ctx: AccountContext,
) {
  const { db, clock, referrers, sessions } = deps;
  return {
    /** `POST /account/createEmpfehler`: a new account gets its access link; a known one a new one. */
    async createReferrer(
      tenant: Tenant,
      body: CreateReferrerBody,
      caller: Caller,
      userAgent: string | null = null,
    ) {
      // spec §6: the brand's employees and service providers do not take part (exclusion list).
      await deps.exclusions.refuseExcluded(db, tenant.id, { emails: [body.Email] });
      if (!(await ctx.mayMail(tenant, 'account.access_requested', body.Email, caller)))
        return { Gesendet: true as const };
      const [referrer] = await referrers.upsert(db, {
        tenantId: tenant.id,
        email: body.Email,
        emailIdentity: emailIdentity(body.Email),
        vorname: body.Vorname,
        nachname: body.Nachname,
        language: caller.lang,
        // The schema refused the body without the confirmation; its proof goes with the account.
        ...eligibilityProof(caller.lang, clock.now(), { ip: caller.ip, userAgent }),
      });
      if (referrer && !referrer.blockedReason) {
        await ctx.mailLink(tenant, referrer, 'account.access');
        await ctx.audit(db, tenant, 'account.created', referrer.id, caller);
      }
      return { Gesendet: true as const };
    },

    /**
     * An account with a password for a person who proved their address by a mailed single-use link
     * of another module (an agency's invitation): a new one, or the address's existing one given
     * the password as a reset would (its other sessions end). Runs in the caller's transaction, so
     * the account exists exactly when the caller's change does; hash the password before (argon2
     * takes a tenth of a second, too long to hold a transaction). Answers the signed-in referrer.
     */
    async registerWithPassword(
      tx: Db,
      tenant: Tenant,
      input: { email: string; vorname: string; nachname: string; passwordHash: string },
      caller: Caller,
    ): Promise<LoginResponse> {
      await deps.exclusions.refuseExcluded(tx, tenant.id, { emails: [input.email] });
      const [referrer] = await referrers.upsert(tx, {
        tenantId: tenant.id,
        email: input.email,
        emailIdentity: emailIdentity(input.email),
        vorname: input.vorname,
        nachname: input.nachname,
        language: caller.lang,
      });
      refuseBlocked(referrer!);
      const existed = referrer!.passwordHash !== null;
      await referrers.setPassword(tx, referrer!.id, input.passwordHash);
      await deps.sessionRows.removeOthers(tx, referrer!.id, null);
      await ctx.audit(tx, tenant, existed ? 'password.reset' : 'account.created', referrer!.id, caller);
      return loginResponse(
        { ...referrer!, passwordHash: input.passwordHash },
        await sessions.open(tx, tenant, referrer!.id, 'password'),
      );
    },

    /** `GET /account/resendWelcomeMail/{Empfehlerhash}`: the access link again. */
    async resendAccess(tenant: Tenant, empfehlerHash: string, caller: Caller) {
      const referrer = await referrers.byHash(db, tenant.id, empfehlerHash);
      if (
        referrer &&
        !referrer.blockedReason &&
        (await ctx.mayMail(tenant, 'account.access_requested', referrer.email, caller))
      )
        await ctx.mailLink(tenant, referrer, 'account.access');
      return { Gesendet: true as const };
    },
  };
}
