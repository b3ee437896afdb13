import { type SQL, sql } from 'drizzle-orm';

/**
 * A referral's order facts, kept on the referral (issue 32): when the partner first reported the
 * order placed and effective, and the first of its ends (cancelled, revoked, rejected) with its
 * time. They are folds of the referral's partner events, stored so the agency's orders report can
 * sort and page by the order date through an index instead of aggregating every referral's events
 * on each page. The referrals module writes them, as it writes everything on `referrals`: in the
 * same statement that counts a newly recorded event (`referral-status.ts`).
 */

const ENDS = sql`('order.cancelled', 'order.revoked', 'order.rejected')`;

/** The `set` assignments that fold one event (`type`, `occurredAt`, both typed SQL) into `r`. */
export function orderFactsFolded(type: SQL, occurredAt: SQL): SQL {
  return sql`ordered_at = case when ${type} = 'order.placed' then least(r.ordered_at, ${occurredAt}) else r.ordered_at end,
    order_effective_at = case when ${type} = 'order.effective' then least(r.order_effective_at, ${occurredAt})
      else r.order_effective_at end,
    order_ended = case when ${type} in ${ENDS} and (r.order_ended_at is null or ${occurredAt} < r.order_ended_at)
      then ${type} else r.order_ended end,
    order_ended_at = case when ${type} in ${ENDS} then least(r.order_ended_at, ${occurredAt}) else r.order_ended_at end`;
}

/**
 * Folds the order facts of the referrals `selection` names (a condition on `r`) afresh from all
 * their partner events: for rows whose events were written without the fold (the demo seed,
 * test fixtures, the bench), and the migration's backfill does the same for every referral.
 * `events` is the events' source with `tenant_id`, `referral_id`, `type` and `occurred_at`: their
 * owner's `partnerEventTimes`, which the caller passes (the owner sits above this module).
 */
export const orderFactsRefolded = (selection: SQL, events: SQL): SQL =>
  sql`update referrals r set ordered_at = ev.placed, order_effective_at = ev.effective,
      order_ended = ev.ended, order_ended_at = ev.ended_at
    from referrals s left join lateral (
      select min(e.occurred_at) filter (where e.type = 'order.placed') as placed,
        min(e.occurred_at) filter (where e.type = 'order.effective') as effective,
        (array_agg(e.type order by e.occurred_at) filter (where e.type in ${ENDS}))[1] as ended,
        min(e.occurred_at) filter (where e.type in ${ENDS}) as ended_at
      from ${events} e where e.tenant_id = s.tenant_id and e.referral_id = s.id) ev on true
    where s.id = r.id and ${selection}`;
