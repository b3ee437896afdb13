import type { RewardStatus } from '@kwk/shared/lifecycle/referral-lifecycle';
import { berlinDate } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { type ReferralRow, recipientIdentityHash } from '../referrals/referrals.api.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { LifecycleDeps } from './lifecycle.deps.ts';
import type { EngineRecipient, EngineReferrer } from './lifecycle.repository.ts';
import {
  AWAITING_AGENCY_RELEASE,
  AWAITING_FRAUD_REVIEW,
  decideReward,
  type RejectionReason,
  type RewardDecision,
  type RewardFacts,
} from './programme-rules.ts';
import { BEFORE_REFERRAL, type FactEvent, foldReferral, LINK_EXPIRY, orderFacts } from './referral-facts.ts';

/** Rewards that are chosen or paid can no longer change: the referral's outcome is settled. */
export const SETTLED = new Set<RewardStatus>(['Abgeholt', 'Ausgezahlt']);

/** Which rule decided, and why, as the referral's decisions record it (support's timeline, issue 14). */
export interface Decided {
  rule: 'lifecycle_table' | 'link_expiry' | 'programme_rules' | 'fraud_review';
  why: string | null;
}
const TABLE = 'lifecycle_table' as const;
const RULES = 'programme_rules' as const;
export const FRAUD = 'fraud_review' as const;

/** The outcome the facts call for, before it is written. */
export type Target = Decided &
  (
    | { status: 'Ok' | 'Offen'; credits: 'none' }
    /** `dueOn` null: waiting for no day but the agency's release, which calls the engine itself. */
    | { status: 'Offen'; credits: 'wait'; dueOn: string | null }
    | { status: 'Gezahlt'; credits: 'ready' }
    | { status: 'Storniert' | 'Abgelaufen'; credits: 'cancel'; reason: RejectionReason }
  );

/** The recipient who ordered: the first who confirmed their data, else the first who came. */
export const orderingRecipient = (recipients: EngineRecipient[]) =>
  recipients.find((r) => r.dataConfirmedAt) ?? recipients[0];

/**
 * The outcome a referral's facts call for (issue 4): the partner events' fold, then the programme
 * rules with the agency's release and the fraud review where they can matter. Reads, writes nothing.
 */
export async function referralTarget(
  deps: Pick<LifecycleDeps, 'config' | 'agencyRelease' | 'referrers' | 'fraudReview'>,
  tx: Db,
  tenant: Tenant,
  referral: ReferralRow,
  events: FactEvent[],
  /** The recipient who ordered: the first who confirmed their data, else the first who came. */
  recipient: EngineRecipient | undefined,
  knownReferrer: EngineReferrer | null | undefined,
  now: Date,
): Promise<Target> {
  const fold = foldReferral(events, referral, now);
  if (fold.status === 'Storniert')
    return {
      status: 'Storniert',
      credits: 'cancel',
      reason: 'order_ended',
      rule: TABLE,
      why: 'order_ended',
    };
  if (fold.status === 'Abgelaufen')
    return {
      status: 'Abgelaufen',
      credits: 'cancel',
      reason: LINK_EXPIRY.reason,
      rule: 'link_expiry',
      why: LINK_EXPIRY.reason,
    };
  if (fold.status === 'Ok') return { status: 'Ok', credits: 'none', rule: TABLE, why: null };

  // Events dated before the referral count for nothing (see `foldReferral`).
  const facts = orderFacts(events.filter((e) => fold.refused.get(e.eventId) !== BEFORE_REFERRAL));
  // Asked only where it can matter: an agent's effective order in a tenant with agencies.
  const release =
    tenant.mandant.Modules.ModuleAgenturbereich && referral.agentNumber && facts.effectiveOn
      ? await deps.agencyRelease(tx, tenant.id, referral.id)
      : undefined;
  const referrer =
    knownReferrer !== undefined
      ? knownReferrer
      : referral.referrerId
        ? await deps.referrers.byId(tx, tenant.id, referral.referrerId)
        : undefined;
  const rewardFacts: RewardFacts = {
    referralCreatedOn: berlinDate(referral.createdAt),
    referrer: {
      emailIdentity: referrer ? recipientIdentityHash(deps.config.appSecret, referrer.emailIdentity) : '',
      ibanHash: referrer && 'ibanIdentity' in referrer ? referrer.ibanIdentity : null,
    },
    recipient: {
      emailIdentity: recipient?.emailIdentity ?? referral.recipientEmailIdentity,
      ibanHash: recipient?.ibanIdentity ?? null,
      nameAndAddress: recipient?.nameAddressIdentity ?? null,
    },
    order: {
      placedOn: facts.placedOn ?? berlinDate(now),
      effectiveOn: facts.effectiveOn,
      renewal: facts.renewal,
      // The recipient followed the link (and the product link carries referral and recipient).
      throughLink: recipient !== undefined,
      ended: false,
    },
    accountMonths: facts.accountMonths,
    ...(release?.needed && {
      agencyRelease: { releasedOn: release.releasedAt ? berlinDate(release.releasedAt) : null },
    }),
  };
  const settings = {
    bankingActivityRule: tenant.mandant.Rules.BankingActivityRule,
    complaintDays: tenant.mandant.Rules.ModuleAuftragsdatumMindestalterTage,
  };
  const today = berlinDate(now);
  let decision = decideReward(rewardFacts, settings, today);
  // The fraud review has its say where the reward would be credited (issue 15).
  if (decision.decision === 'due') {
    const review = await deps.fraudReview(
      tx,
      { tenantId: tenant.id, id: referral.id, referrerId: referral.referrerId },
      now,
    );
    if (review !== 'clear') decision = decideReward({ ...rewardFacts, fraudReview: review }, settings, today);
  }
  return targetOfDecision(decision);
}

/** The outcome the programme rules' decision calls for, with the rule that decided (pure). */
function targetOfDecision(decision: RewardDecision): Target {
  if (decision.decision === 'rejected')
    return {
      status: 'Storniert',
      credits: 'cancel',
      reason: decision.reason,
      rule: decision.reason === 'fraud_review' ? FRAUD : RULES,
      why: decision.reason,
    };
  if (decision.decision === 'due') return { status: 'Gezahlt', credits: 'ready', rule: RULES, why: 'due' };
  if (decision.until)
    return { status: 'Offen', credits: 'wait', dueOn: decision.until, rule: RULES, why: decision.reason };
  if (decision.reason === AWAITING_AGENCY_RELEASE)
    return { status: 'Offen', credits: 'wait', dueOn: null, rule: RULES, why: decision.reason };
  if (decision.reason === AWAITING_FRAUD_REVIEW)
    return { status: 'Offen', credits: 'wait', dueOn: null, rule: FRAUD, why: decision.reason };
  return { status: 'Offen', credits: 'none', rule: RULES, why: decision.reason };
}
