import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ReferrerRecords } from '../accounts/accounts.api.ts';
import type { OutboxRecords } from '../mail/mail.api.ts';
import type { RecipientRecords } from '../recipients/recipients.api.ts';
import type { ReferralRecords } from '../referrals/referrals.api.ts';
import type { LifecycleRepository } from './lifecycle.repository.ts';
import type { LifecycleWebhooks } from './lifecycle.webhooks.ts';
import type { FactEvent } from './referral-facts.ts';
import type { ReferralCondition } from './reward-credits.repository.ts';

/** What the lifecycle engine works with; each use case takes the part of it that it uses. */
export interface LifecycleDeps {
  config: Pick<AppConfig, 'appSecret' | 'deployEnv' | 'publicUrl'>;
  lifecycle: LifecycleRepository;
  referrals: ReferralRecords;
  referrers: ReferrerRecords;
  recipients: RecipientRecords;
  outbox: OutboxRecords;
  /** The webhooks of a referral settled or a reward credited, in the engine's transaction (issue 31). */
  hooks: LifecycleWebhooks;
  /**
   * The referral's partner events so far, in the order they arrived. The partner-events module
   * keeps them and calls this engine, so the composition root hands the read in.
   */
  events: (tx: Db, tenantId: string, referralId: string) => Promise<FactEvent[]>;
  /** A new pickup link token for a referrer's ready reward (the rewards module's link). */
  rewardLink: (tx: Db, tenantId: string, referrerId: string) => Promise<string>;
  /** A new pickup link token for a recipient's ready share (issue 27, finding 8; the rewards module's link). */
  recipientRewardLink: (tx: Db, tenantId: string, recipientId: string) => Promise<string>;
  /**
   * Whether an agency must release the referral's order before its reward is credited (its agent
   * works for an agency), and when it did; the agency module keeps the releases (issue 13).
   */
  agencyRelease: (tx: Db, tenantId: string, referralId: string) => Promise<AgencyReleaseFact>;
  /**
   * Whether a fraud signal holds the referral, or support released or rejected it (issue 15); the
   * fraud module records the signals it can only decide now. Asked only when the reward is due.
   */
  fraudReview: (
    tx: Db,
    referral: { tenantId: string; id: string; referrerId: string | null },
    now: Date,
  ) => Promise<FraudReviewFact>;
  /**
   * The fraud module's `notHeldByFraud` (its one rule for every path to the money): a referral
   * held for review or rejected counts toward no bonus tier (issue 27). Handed in because the
   * engine runs for every module that calls it, and the fraud module sits above this one.
   */
  notHeldByFraud: ReferralCondition;
  /** Which of these credits a payout batch holds (the payouts module keeps the batches). */
  inPayoutBatch: (tx: Db, creditIds: string[]) => Promise<Set<string>>;
}

/** The fraud review as the engine sees it: no signal, held, or support's decision. */
export type FraudReviewFact = 'clear' | 'held' | 'released' | 'rejected';

/** An agency's release of a referral's order, as the engine sees it. */
export type AgencyReleaseFact = { needed: false } | { needed: true; releasedAt: Date | null };
