import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The partner-events module's read queries for other modules (issue 28, item 2; decision 051): the
 * owner builds the SQL over its table, a reader embeds it in its own statement and names no table
 * or column of `partner_events`. Each is correlated with the reader's tenant and referral id, on
 * `partner_events_referral_idx` (tenant_id, referral_id, occurred_at).
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
 * A referral's events as the engine reads them (lifecycle `stateQuery`): a JSON array of
 * `{eventId, type, occurredAt, payload}` in the order they arrived, `[]` without any.
 */
export const referralEventsJson = (tenantId: SQLWrapper, referralId: SQLWrapper): SQL =>
  sql`(select coalesce(json_agg(json_build_object('eventId', e.event_id, 'type', e.type,
      'occurredAt', e.occurred_at, 'payload', e.payload) order by e.received_at), '[]'::json)
    from partner_events e where e.tenant_id = ${tenantId} and e.referral_id = ${referralId})`;
