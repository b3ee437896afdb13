import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { BusinessMetrics } from '../../observability/metrics.ts';
import type { ReferrerRecords } from '../accounts/accounts.api.ts';
import type { AgentRecords } from '../agents/agents.api.ts';
import type { CaptchaService } from '../captcha/captcha.api.ts';
import type { ExclusionsService } from '../exclusions/exclusions.api.ts';
import type { OutboxRecords } from '../mail/mail.api.ts';
import type { TokensService } from '../tokens/tokens.api.ts';
import type { WebhooksService } from '../webhooks/webhooks.api.ts';
import type { ReferralsRepository } from './referrals.repository.ts';

/** Where a request came from, as recommending records it (opt-in proof, fraud checks). */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
  /** The device cookie's id (fraud checks); null where none was set. */
  device: string | null;
}

/** What recommending works with; each use case takes the part of it that it uses. */
export interface ReferralsDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'appSecret' | 'deployEnv' | 'publicUrl'>;
  captcha: CaptchaService;
  tokens: TokensService;
  outbox: OutboxRecords;
  referrers: ReferrerRecords;
  referrals: ReferralsRepository;
  agents: AgentRecords;
  exclusions: Pick<ExclusionsService, 'refuseExcluded'>;
  /** The webhooks' outbox: a referral created or confirmed is reported in the same transaction (issue 31). */
  webhooks: Pick<WebhooksService, 'enqueueWebhookEvent'>;
  /** Counts created and confirmed referrals once their transaction commits (decision 074). */
  counts: Pick<BusinessMetrics, 'referralCreated' | 'referralConfirmed'>;
  /** The fraud checks at recommending (issue 15), in the create's transaction: passed by the programme module. */
  fraud: (tx: Db, input: FraudCheckAtCreate) => Promise<void>;
}

/** What the fraud checks at recommending are told of the new referral (the fraud module's `atCreate`). */
export interface FraudCheckAtCreate {
  tenantId: string;
  referralId: string;
  referrerId: string;
  referrerEmail: string;
  recipientEmail: string;
  origin: { ip: string | null; device: string | null } | undefined;
  now: Date;
}
