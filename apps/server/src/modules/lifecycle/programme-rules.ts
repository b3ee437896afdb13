import { REFERRAL_LINK_VALID_DAYS, REVOCATION_PERIOD_DAYS } from '@kwk/shared/constants';

/**
 * The programme rules of spec §1 that decide whether a referral earns its reward, as one pure
 * function: the engine gathers the facts, this says "wait", "due" or "rejected" with the reason
 * it records. Dates are Berlin calendar days (YYYY-MM-DD).
 */

/** Banking rule (spec §1): in each of the first two months, at least this many transactions … */
export const BANKING_MIN_TRANSACTIONS = 3;
/** … of at least this amount each (the partner counts them; the threshold is stated here). */
export const BANKING_MIN_AMOUNT_CENT = 2500;

export interface Person {
  emailIdentity: string;
  /** Keyed hash of the IBAN, when known. */
  ibanHash?: string | null;
  /** Normalised "name|street|postcode", when known. */
  nameAndAddress?: string | null;
}

export interface AccountMonth {
  /** 1 or 2: month since the account opened. */
  month: number;
  /** Transactions of at least BANKING_MIN_AMOUNT_CENT in that month. */
  qualifyingTransactions: number;
  selfTransfers: boolean;
}

export interface RewardFacts {
  referralCreatedOn: string;
  referrer: Person;
  recipient: Person;
  order: {
    placedOn: string;
    /** Legally effective and first payment made; null while not yet. */
    effectiveOn: string | null;
    renewal: boolean;
    /** The order carries the referral (it came through the link or code). */
    throughLink: boolean;
    /** Cancelled, revoked or rejected. */
    ended: boolean;
  };
  /** Only for tenants with the banking activity rule. */
  accountMonths?: readonly AccountMonth[];
  /**
   * Only where an agency must release its agent's order (ModuleAgenturbereich, issue 13): the day
   * it did, or null while it has not.
   */
  agencyRelease?: { releasedOn: string | null };
  /**
   * Only where the fraud review has a say (issue 15), asked when the reward would be credited:
   * held by a signal, or released or rejected by support.
   */
  fraudReview?: 'held' | 'released' | 'rejected';
}

export interface ProgrammeSettings {
  bankingActivityRule: boolean;
  /** ModuleAuftragsdatumMindestalterTage: complaint period in days after the order. */
  complaintDays: number;
}

export type RewardDecision =
  | { decision: 'due' }
  | { decision: 'wait'; until: string | null; reason: string }
  | { decision: 'rejected'; reason: RejectionReason };

export type RejectionReason =
  | 'renewal'
  | 'not_through_link'
  | 'link_expired'
  | 'self_referral'
  | 'order_ended'
  | 'banking_activity'
  /** Support rejected the referral in the fraud review (issue 15). */
  | 'fraud_review';

/** Why a due reward still waits: the agency has not released its agent's order (issue 13). */
export const AWAITING_AGENCY_RELEASE = 'agency release of the order';
/** Why a due reward still waits: a fraud signal holds it for support's review (issue 15). */
export const AWAITING_FRAUD_REVIEW = 'fraud review';

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function isSelfReferral(referrer: Person, recipient: Person): boolean {
  const same = (a: string | null | undefined, b: string | null | undefined) => !!a && a === b;
  return (
    same(referrer.emailIdentity, recipient.emailIdentity) ||
    same(referrer.ibanHash, recipient.ibanHash) ||
    same(referrer.nameAndAddress, recipient.nameAndAddress)
  );
}

/** Whether the reward is due today, must wait, or is refused; rejections come first, then waiting. */
export function decideReward(facts: RewardFacts, settings: ProgrammeSettings, today: string): RewardDecision {
  const { order } = facts;
  if (order.ended) return { decision: 'rejected', reason: 'order_ended' };
  if (order.renewal) return { decision: 'rejected', reason: 'renewal' };
  if (!order.throughLink) return { decision: 'rejected', reason: 'not_through_link' };
  if (order.placedOn > addDays(facts.referralCreatedOn, REFERRAL_LINK_VALID_DAYS))
    return { decision: 'rejected', reason: 'link_expired' };
  if (isSelfReferral(facts.referrer, facts.recipient))
    return { decision: 'rejected', reason: 'self_referral' };

  if (settings.bankingActivityRule) {
    for (const month of [1, 2]) {
      const seen = facts.accountMonths?.find((m) => m.month === month);
      if (!seen) return { decision: 'wait', until: null, reason: `account activity of month ${month}` };
      if (seen.selfTransfers || seen.qualifyingTransactions < BANKING_MIN_TRANSACTIONS)
        return { decision: 'rejected', reason: 'banking_activity' };
    }
  }

  if (!order.effectiveOn) return { decision: 'wait', until: null, reason: 'order not yet effective' };
  const periodsEnd = addDays(order.placedOn, Math.max(REVOCATION_PERIOD_DAYS, settings.complaintDays));
  if (today < periodsEnd)
    return { decision: 'wait', until: periodsEnd, reason: 'revocation and complaint periods' };
  // No day to wait for: the release itself asks the engine to decide again.
  if (facts.agencyRelease && !facts.agencyRelease.releasedOn)
    return { decision: 'wait', until: null, reason: AWAITING_AGENCY_RELEASE };
  // Last, where it would be credited: held waits for no day (the review calls the engine again);
  // a rejection by support cancels it.
  if (facts.fraudReview === 'held') return { decision: 'wait', until: null, reason: AWAITING_FRAUD_REVIEW };
  if (facts.fraudReview === 'rejected') return { decision: 'rejected', reason: 'fraud_review' };
  return { decision: 'due' };
}
