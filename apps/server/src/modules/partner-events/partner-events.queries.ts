import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The partner-events module's read queries for other modules (issue 28, item 2; decision 051): the
 * owner builds the SQL over its table, a reader embeds it in its own statement and names no table
 * or column of `partner_events`. Each is correlated with the reader's tenant and referral id, on
 * `partner_events_referral_idx` (tenant_id, referral_id, occurred_at).
 *
 * The file imports nothing of ours, so the modules below partner-events (lifecycle, referrals),
 * which cannot import its face without a cycle, read their events here directly (decision 075,
 * addendum: owner queries handed down).
 */

/** Whether the partner reported an order for the referral (`order.placed`): an `exists` condition. */
export const referralHasOrderPlaced = (tenantId: SQLWrapper, referralId: SQLWrapper): SQL =>
  sql`exists (select 1 from partner_events e where e.tenant_id = ${tenantId} and e.referral_id = ${referralId}
    and e.type = 'order.placed')`;

/**
 * Whether an event of the partner about the referral flags the orderer as an existing customer
 * (payload `existingCustomer: true`): an `exists` condition.
 */
export const referralHasExistingCustomerFlag = (tenantId: SQLWrapper, referralId: SQLWrapper): SQL =>
  sql`exists (select 1 from partner_events e where e.tenant_id = ${tenantId} and e.referral_id = ${referralId}
    and e.payload->>'existingCustomer' = 'true')`;

/**
 * The partner events as facts about referrals: a source to join, with the columns `tenant_id`,
 * `referral_id`, `type` and `occurred_at`. A plain projection, so the planner reads it as the
 * table itself (and its indexes serve the reader's conditions).
 */
export const partnerEventTimes: SQL = sql`(select tenant_id, referral_id, type, occurred_at from partner_events)`;

/** When the partner first reported an order for the referral (`order.placed`), null before: a scalar subquery. */
export const firstOrderPlacedAt = (tenantId: SQLWrapper, referralId: SQLWrapper): SQL<Date | null> =>
  sql<Date | null>`(select min(e.occurred_at) from partner_events e
    where e.tenant_id = ${tenantId} and e.referral_id = ${referralId} and e.type = 'order.placed')`;

/**
 * The partner's event types that end an order (cancelled, revoked, rejected): a list for `in`.
 * The referrals module folds them into its order facts (referral-order-facts.ts).
 */
export const orderEndTypes: SQL = sql`('order.cancelled', 'order.revoked', 'order.rejected')`;

/**
 * The referral's partner events as the engine folds them: a JSON array of `eventId`, `type`,
 * `occurredAt` and `payload`, in the order they arrived (a scalar subquery the lifecycle's state
 * statement embeds, lifecycle/referral-state.ts).
 */
export const referralEventsJson = (tenantId: SQLWrapper, referralId: SQLWrapper): SQL =>
  sql`(select coalesce(json_agg(json_build_object('eventId', e.event_id, 'type', e.type,
            'occurredAt', e.occurred_at, 'payload', e.payload) order by e.received_at), '[]'::json)
          from partner_events e where e.tenant_id = ${tenantId} and e.referral_id = ${referralId})`;

/**
 * The referral's order facts folded from all its partner events, for a `lateral` join: the columns
 * `placed`, `effective` (the first order placed and effective), `ended` and `ended_at` (the first
 * of the order's ends), null where no such event came (referrals/referral-order-facts.ts).
 */
export const referralOrderFactsOfEvents = (tenantId: SQLWrapper, referralId: SQLWrapper): SQL =>
  sql`(
      select min(e.occurred_at) filter (where e.type = 'order.placed') as placed,
        min(e.occurred_at) filter (where e.type = 'order.effective') as effective,
        (array_agg(e.type order by e.occurred_at) filter (where e.type in ${orderEndTypes}))[1] as ended,
        min(e.occurred_at) filter (where e.type in ${orderEndTypes}) as ended_at
      from partner_events e where e.tenant_id = ${tenantId} and e.referral_id = ${referralId})`;
