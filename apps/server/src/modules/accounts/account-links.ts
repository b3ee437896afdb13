import { TransactionRollbackError } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { mailVoice, type OutboxRecords } from '../mail/mail.api.ts';
import { portalOrigin, type Tenant } from '../tenants/tenants.api.ts';
import type { TokenPurpose, TokensService } from '../tokens/tokens.api.ts';
import { ACCESS_LINK_HOURS, accessMail, RESET_LINK_HOURS, resetMail } from './account.mails.ts';
import type { AccountEventKind, AccountEventsRepository } from './account-events.repository.ts';
import { accountIdentityHash, addressHash, type Caller } from './account-identity.ts';
import type { ReferrerRow, ReferrersRepository } from './referrers.repository.ts';
import { refuseBlocked } from './sessions.service.ts';

/** Mails a person can have sent per hour (access link, reset link); more are silently not sent. */
const MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;

export type MailedLink = Extract<TokenPurpose, 'account.access' | 'password.reset'>;

interface Deps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'appSecret' | 'deployEnv' | 'publicUrl'>;
  referrers: ReferrersRepository;
  events: AccountEventsRepository;
  tokens: TokensService;
  outbox: OutboxRecords;
}

/** The mailed single-use links of an account (access, reset): their hourly limit, mailing and use. */
export function createAccountLinks(deps: Deps) {
  const { db, clock, config, referrers, events, tokens } = deps;
  const ipHash = (ip: string) => addressHash(config.appSecret, ip);

  /** Whether this person may have another mail of this kind within the hour; records the request. */
  async function mayMail(tenant: Tenant, kind: AccountEventKind, email: string, caller: Caller) {
    const now = clock.now();
    const identity = accountIdentityHash(config.appSecret, tenant.id, email);
    const recent = await events.countSince(db, {
      tenantId: tenant.id,
      kind,
      identityHash: identity,
      ipHash: ipHash(caller.ip),
      since: new Date(now.getTime() - HOUR_MS),
    });
    await events.record(db, {
      tenantId: tenant.id,
      kind,
      identityHash: identity,
      ipHash: ipHash(caller.ip),
      at: now,
    });
    return recent.account.count < MAILS_PER_HOUR;
  }

  /**
   * Mails a single-use link (access or reset) to the referrer, replacing any still open. As a
   * `rehearsal` (for an address without an account) the same statements run and are rolled back:
   * the answer costs the same work, so its timing tells nobody whether the address takes part.
   */
  async function mailLink(
    tenant: Tenant,
    referrer: Pick<ReferrerRow, 'id' | 'email' | 'vorname' | 'language'>,
    purpose: MailedLink,
    rehearsal = false,
  ) {
    const access = purpose === 'account.access';
    try {
      await db.transaction(async (tx) => {
        await tokens.revokeOpen(tx, { tenantId: tenant.id, purpose, subjectId: referrer.id });
        const token = await tokens.issue(tx, {
          tenantId: tenant.id,
          purpose,
          subjectId: referrer.id,
          ttlMs: (access ? ACCESS_LINK_HOURS : RESET_LINK_HOURS) * HOUR_MS,
        });
        const origin = portalOrigin(tenant, config);
        const link = `${origin}/${access ? 'login' : 'passwortsetzen'}?token=${token}`;
        const voice = mailVoice(tenant.mandant.Brand, referrer.language === 'en' ? 'en' : 'de');
        const v = { brand: tenant.mandant.Brand.Name, vorname: referrer.vorname, link };
        const mail = access ? accessMail(voice, v) : resetMail(voice, v);
        await deps.outbox.enqueue(
          {
            tenantId: tenant.id,
            kind: `account.${access ? 'access' : 'reset'}`,
            to: referrer.email,
            ...mail,
          },
          tx,
          clock.now(),
        );
        if (rehearsal) tx.rollback();
      });
    } catch (error) {
      if (!(rehearsal && error instanceof TransactionRollbackError)) throw error;
    }
  }

  /** Uses a mailed link once; answers its referrer unless the account is gone or blocked. */
  async function referrerOfLink(tx: Db, tenant: Tenant, purpose: MailedLink, token: string) {
    const referrerId = await tokens.consume(tx, {
      tenantId: tenant.id,
      purpose,
      token,
      unknown: 'auth.link_expired',
    });
    const referrer = await referrers.byId(tx, tenant.id, referrerId);
    if (!referrer) throw new AppError('auth.link_expired');
    refuseBlocked(referrer);
    return referrer;
  }

  return { mayMail, mailLink, referrerOfLink };
}
