import {
  nextReferralStatus,
  REFERRAL_STATUSES,
  type ReferralEvent,
  type ReferralStatus,
} from '@kwk/shared/lifecycle/referral-lifecycle';
import { berlinDate } from '../../clock.ts';
import type { AccountMonth, RejectionReason } from './programme-rules.ts';

/**
 * A referral's outcome is a function of its facts, not of the order the partner delivered them
 * in: events are folded through the lifecycle table in the order they happened (occurredAt), so
 * the same set of events always gives the same status, whatever arrived first or twice.
 */

export interface FactEvent {
  eventId: string;
  type: string;
  occurredAt: Date;
  payload: { renewal?: boolean; month?: number; qualifyingTransactions?: number; selfTransfers?: boolean };
}

export interface Fold {
  /** Ok (no order), Offen (order in progress), Storniert (ended) or Abgelaufen (no order within 60 days). */
  status: ReferralStatus;
  /** Events the table refused at their place in time, with the reason. */
  refused: Map<string, string>;
}

const EXPIRY = '(link expired)';

/**
 * The link's expiry as the transition table defines it: the statuses `link.expired` applies to,
 * the one it leads to, and the reason the engine records. The expiry job moves every referral
 * past its day with this, in one statement; the engine's fold reaches the same status one by one.
 */
export const LINK_EXPIRY = (() => {
  const from = REFERRAL_STATUSES.filter((s) => nextReferralStatus(s, 'link.expired').ok);
  const targets = new Set(
    from.map((s) => {
      const next = nextReferralStatus(s, 'link.expired');
      return next.ok ? next.status : s;
    }),
  );
  const [to] = targets;
  if (!to || targets.size !== 1) throw new Error('link.expired must lead to one status');
  const reason: RejectionReason = 'link_expired';
  return { from, to, reason };
})();

/** Why an event dated before its referral was made is refused: no order can have come through a link not yet sent. */
export const BEFORE_REFERRAL = 'the event is dated before the referral was made';

/**
 * Folds the events in time order (ties: the order given) from Ok; the link's expiry is a fact too.
 * An event dated before the referral was made is refused and counts for nothing.
 */
export function foldReferral(
  events: readonly FactEvent[],
  referral: { createdAt: Date; expiresAt: Date },
  now: Date,
): Fold {
  const refused = new Map<string, string>();
  for (const e of events) if (e.occurredAt < referral.createdAt) refused.set(e.eventId, BEFORE_REFERRAL);
  const timeline = events
    .filter((e) => e.type !== 'account.activity' && !refused.has(e.eventId))
    .map((e, i) => ({ id: e.eventId, type: e.type as ReferralEvent, at: e.occurredAt.getTime(), i }));
  if (now >= referral.expiresAt)
    timeline.push({ id: EXPIRY, type: 'link.expired', at: referral.expiresAt.getTime(), i: -1 });
  timeline.sort((a, b) => a.at - b.at || a.i - b.i);

  let status: ReferralStatus = 'Ok';
  for (const event of timeline) {
    const next = nextReferralStatus(status, event.type);
    if (next.ok) status = next.status;
    else if (event.id !== EXPIRY) refused.set(event.id, next.reason);
  }
  return { status, refused };
}

export interface OrderFacts {
  placedOn: string | null;
  effectiveOn: string | null;
  renewal: boolean;
  accountMonths: AccountMonth[];
}

/** The order's days (Berlin calendar) and the banking months, from the events as they happened. */
export function orderFacts(events: readonly FactEvent[]): OrderFacts {
  const sorted = [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const firstDay = (type: string) => {
    const found = sorted.find((e) => e.type === type);
    return found ? berlinDate(found.occurredAt) : null;
  };
  const effectiveOn = firstDay('order.effective');
  const months = new Map<number, AccountMonth>();
  // The partner may correct a month: the latest report of it counts.
  for (const e of sorted)
    if (e.type === 'account.activity' && e.payload.month)
      months.set(e.payload.month, {
        month: e.payload.month,
        qualifyingTransactions: e.payload.qualifyingTransactions ?? 0,
        selfTransfers: e.payload.selfTransfers ?? false,
      });
  return {
    placedOn: firstDay('order.placed') ?? effectiveOn,
    effectiveOn,
    renewal: sorted.some((e) => e.type.startsWith('order.') && e.payload.renewal === true),
    accountMonths: [...months.values()],
  };
}
