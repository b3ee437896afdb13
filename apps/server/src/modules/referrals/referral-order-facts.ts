import { type SQL, sql } from 'drizzle-orm';
// Not through partner-events.api.ts: partner-events imports referrals; its queries file imports
// nothing of ours (decision 075, addendum).
import { orderEndTypes, referralOrderFactsOfEvents } from '../partner-events/partner-events.queries.ts';

/**
 * A referral's order facts, kept on the referral (issue 32): when the partner first reported the
 * order placed and effective, and the first of its ends (cancelled, revoked, rejected) with its
 * time. They are folds of the referral's partner events, stored so the agency's orders report can
 * sort and page by the order date through an index instead of aggregating every referral's events
 * on each page. The referrals module writes them, as it writes everything on `referrals`: in the
 * same statement that counts a newly recorded event (`referral-status.ts`).
 */

/** The `set` assignments that fold one event (`type`, `occurredAt`, both typed SQL) into `r`. */
export function orderFactsFolded(type: SQL, occurredAt: SQL): SQL {
  return sql`ordered_at = case when ${type} = 'order.placed' then least(r.ordered_at, ${occurredAt}) else r.ordered_at end,
    order_effective_at = case when ${type} = 'order.effective' then least(r.order_effective_at, ${occurredAt})
      else r.order_effective_at end,
    order_ended = case when ${type} in ${orderEndTypes} and (r.order_ended_at is null or ${occurredAt} < r.order_ended_at)
      then ${type} else r.order_ended end,
    order_ended_at = case when ${type} in ${orderEndTypes} then least(r.order_ended_at, ${occurredAt}) else r.order_ended_at end`;
}

/**
 * Folds the order facts of the referrals `selection` names (a condition on `r`) afresh from all
 * their partner events: for rows whose events were written without the fold (the demo seed,
 * test fixtures, the bench), and the migration's backfill does the same for every referral.
 */
export const orderFactsRefolded = (selection: SQL): SQL =>
  sql`update referrals r set ordered_at = ev.placed, order_effective_at = ev.effective,
      order_ended = ev.ended, order_ended_at = ev.ended_at
    from referrals s left join lateral ${referralOrderFactsOfEvents(sql`s.tenant_id`, sql`s.id`)} ev on true
    where s.id = r.id and ${selection}`;
