import { randomUUID } from 'node:crypto';
import {
  type AccountUser,
  type changePasswordBodySchema,
  type createReferrerBodySchema,
  forgotPasswordParamsSchema,
  type LoginResponse,
  type loginBodySchema,
  PASSWORD_CHANGED_TEXT,
  type resetPasswordBodySchema,
  type updateLanguageBodySchema,
  type validateResetBodySchema,
} from '@kwk/shared/accounts/account.schemas';
import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ExclusionsService } from '../exclusions/exclusions.service.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import type { Tenant } from '../tenants/tenant-cache.ts';
import type { TokensService } from '../tokens/tokens.service.ts';
import type { AccountEventKind, AccountEventsRepository } from './account-events.repository.ts';
import { addressHash, type Caller } from './account-identity.ts';
import { createAccountLinks } from './account-links.ts';
import { loginResponse, toAccountUser } from './account-user.ts';
import { eligibilityProof } from './eligibility-proof.ts';
import { createPasswordAttempts } from './password-attempts.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { ReferrersRepository } from './referrers.repository.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import { refuseBlocked, type SessionsService, type Signedin } from './sessions.service.ts';

interface Deps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'appSecret' | 'deployEnv' | 'publicUrl'>;
  referrers: ReferrersRepository;
  sessions: SessionsService;
  sessionRows: SessionsRepository;
  events: AccountEventsRepository;
  tokens: TokensService;
  outbox: OutboxRepository;
  exclusions: Pick<ExclusionsService, 'refuseExcluded'>;
}

type LoginBody = z.infer<ReturnType<typeof loginBodySchema>>;
type UpdateLanguageBody = z.infer<typeof updateLanguageBodySchema>;
type CreateReferrerBody = z.infer<ReturnType<typeof createReferrerBodySchema>>;
type ValidateResetBody = z.infer<typeof validateResetBodySchema>;
type ResetPasswordBody = z.infer<ReturnType<typeof resetPasswordBodySchema>>;
type ChangePasswordBody = z.infer<ReturnType<typeof changePasswordBodySchema>>;

/**
 * Signing in and the password (issue 5, spec §7 "Account"): by password or mailed access link,
 * with limits per account and address; registration; forgot, reset and change. Every account
 * event goes to the audit log. Calls that mail someone answer the same whether or not the address
 * is known, so they tell nobody who takes part.
 */
export function createAccountsService(deps: Deps) {
  const { db, clock, config, referrers, sessions, events, tokens } = deps;
  const ipHash = (ip: string) => addressHash(config.appSecret, ip);

  const audit = (tx: Db, tenant: Tenant, kind: AccountEventKind, referrerId: string | null, caller: Caller) =>
    events.record(tx, { tenantId: tenant.id, kind, referrerId, ipHash: ipHash(caller.ip), at: clock.now() });

  const { mayMail, mailLink, referrerOfLink } = createAccountLinks(deps);
  const passwordAttempt = createPasswordAttempts(deps);

  return {
    /**
     * `POST /account/login`. The attempt is recorded as a failure before the password is checked,
     * so concurrent attempts count each other; a success turns it into a sign-in.
     */
    async login(tenant: Tenant, body: LoginBody, caller: Caller): Promise<LoginResponse> {
      const attempt = await passwordAttempt(tenant, body.Email, null, caller);
      const referrer = await referrers.byEmailIdentity(db, tenant.id, emailIdentity(body.Email));
      const matches = await verifyPassword(referrer?.passwordHash, body.Password);
      if (!referrer || !matches) throw new AppError('auth.wrong_credentials');
      refuseBlocked(referrer);
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await events.settle(tx, attempt, 'login', referrer.id);
        return loginResponse(referrer, await sessions.open(tx, tenant, referrer.id, 'password'));
      });
    },

    /** `GET /account/login/?token=`: the access link from a mail, once. */
    async loginWithLink(tenant: Tenant, token: string, caller: Caller): Promise<LoginResponse> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const referrer = await referrerOfLink(tx, tenant, 'account.access', token);
        await audit(tx, tenant, 'login', referrer.id, caller);
        return loginResponse(referrer, await sessions.open(tx, tenant, referrer.id, 'link'));
      });
    },

    async user({ referrer, session }: Signedin): Promise<AccountUser> {
      return toAccountUser(referrer, session.expiresAt);
    },

    async updateLanguage({ referrer, session }: Signedin, { Language }: UpdateLanguageBody) {
      await referrers.setLanguage(db, referrer.id, Language);
      return toAccountUser({ ...referrer, language: Language }, session.expiresAt);
    },

    async refresh(tenant: Tenant, signedin: Signedin): Promise<LoginResponse> {
      const { referrer, ...session } = await sessions.refresh(tenant, signedin);
      return loginResponse(referrer, session);
    },

    async logout(tenant: Tenant, sessionToken: string | undefined, caller: Caller) {
      const referrer = await sessions.end(tenant, sessionToken);
      if (referrer) await audit(db, tenant, 'logout', referrer.id, caller);
    },

    /** `POST /account/createEmpfehler`: a new account gets its access link; a known one a new one. */
    async createReferrer(
      tenant: Tenant,
      body: CreateReferrerBody,
      caller: Caller,
      userAgent: string | null = null,
    ) {
      // spec §6: the brand's employees and service providers do not take part (exclusion list).
      await deps.exclusions.refuseExcluded(db, tenant.id, { emails: [body.Email] });
      if (!(await mayMail(tenant, 'account.access_requested', body.Email, caller)))
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
        await mailLink(tenant, referrer, 'account.access');
        await audit(db, tenant, 'account.created', referrer.id, caller);
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
      await audit(tx, tenant, existed ? 'password.reset' : 'account.created', referrer!.id, caller);
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
        (await mayMail(tenant, 'account.access_requested', referrer.email, caller))
      )
        await mailLink(tenant, referrer, 'account.access');
      return { Gesendet: true as const };
    },

    /** `GET /account/resetPassword/{email}` ("Passwort vergessen"): the same answer for any address. */
    async forgotPassword(tenant: Tenant, rawEmail: unknown, caller: Caller) {
      const { id: email } = parseBody(forgotPasswordParamsSchema(caller.lang), { id: rawEmail });
      if (!(await mayMail(tenant, 'password.reset_requested', email, caller)))
        return { Gesendet: true as const };
      const referrer = await referrers.byEmailIdentity(db, tenant.id, emailIdentity(email));
      if (referrer && !referrer.blockedReason) await mailLink(tenant, referrer, 'password.reset');
      else {
        // Nobody to mail: the same work for a made-up subject, rolled back (finding 1.8, timing).
        const nobody = { id: randomUUID(), email, vorname: '', language: caller.lang };
        await mailLink(tenant, nobody, 'password.reset', true);
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
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const referrer = await referrerOfLink(tx, tenant, 'password.reset', body.Token);
        await referrers.setPassword(tx, referrer.id, passwordHash);
        await deps.sessionRows.removeOthers(tx, referrer.id, null);
        await audit(tx, tenant, 'password.reset', referrer.id, caller);
        return loginResponse(
          { ...referrer, passwordHash },
          await sessions.open(tx, tenant, referrer.id, 'reset'),
        );
      });
    },

    /**
     * `PUT /account/resetPasswordWithoutToken`, signed in: the current password (unless none was
     * set yet) and a new one; the other sessions end.
     */
    async changePassword(
      tenant: Tenant,
      { referrer, session }: Signedin,
      body: ChangePasswordBody,
      caller: Caller,
    ) {
      // The current password is guessed as easily as at sign-in: it counts toward the same limits.
      const attempt = referrer.passwordHash
        ? await passwordAttempt(tenant, referrer.email, referrer.id, caller)
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
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await referrers.setPassword(tx, referrer.id, passwordHash);
        await deps.sessionRows.removeOthers(tx, referrer.id, session.tokenHash);
        if (attempt) await events.settle(tx, attempt, 'password.changed', referrer.id);
        else await audit(tx, tenant, 'password.changed', referrer.id, caller);
      });
      return { message: PASSWORD_CHANGED_TEXT[caller.lang] };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
