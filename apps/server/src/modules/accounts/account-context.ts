import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ExclusionsService } from '../exclusions/exclusions.api.ts';
import type { OutboxRecords } from '../mail/mail.api.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { TokensService } from '../tokens/tokens.api.ts';
import type { AccountEventKind, AccountEventsRepository } from './account-events.repository.ts';
import { addressHash, type Caller } from './account-identity.ts';
import { createAccountLinks } from './account-links.ts';
import { createPasswordAttempts } from './password-attempts.ts';
import type { ReferrersRepository } from './referrers.repository.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import type { SessionsService } from './sessions.service.ts';

/** What the accounts service is built from; each use case takes the part it uses. */
export interface AccountsDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'appSecret' | 'deployEnv' | 'publicUrl'>;
  referrers: ReferrersRepository;
  sessions: SessionsService;
  sessionRows: SessionsRepository;
  events: AccountEventsRepository;
  tokens: TokensService;
  outbox: OutboxRecords;
  exclusions: Pick<ExclusionsService, 'refuseExcluded'>;
}

/** What the account use cases share: the audit entry, the mailed links and the counted password checks. */
export function createAccountContext(deps: AccountsDeps) {
  const { clock, config, events } = deps;
  const ipHash = (ip: string) => addressHash(config.appSecret, ip);

  const audit = (tx: Db, tenant: Tenant, kind: AccountEventKind, referrerId: string | null, caller: Caller) =>
    events.record(tx, { tenantId: tenant.id, kind, referrerId, ipHash: ipHash(caller.ip), at: clock.now() });

  const { mayMail, mailLink, referrerOfLink } = createAccountLinks(deps);
  const passwordAttempt = createPasswordAttempts(deps);
  return { audit, mayMail, mailLink, referrerOfLink, passwordAttempt };
}

export type AccountContext = ReturnType<typeof createAccountContext>;
