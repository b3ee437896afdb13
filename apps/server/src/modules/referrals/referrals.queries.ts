import { type AnyColumn, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { referralLinkOpens } from './link-opens.table.ts';
import { referralClicks, referrals } from './referrals.table.ts';

/**
 * The referrals module's read queries for other modules (issue 28, item 2; decision 051): the
 * owner builds the SQL over its table, a reader embeds it in its own select and names no column
 * of `referrals`.
 */

/**
 * How many referrals name an agent: a scalar subquery for a reader's select list, correlated with
 * the reader's tenant and agent-number columns. Counted by the referrals' agent index
 * (tenant_id, agent_number, created_at).
 */
export const referralCountOfAgent = (tenantId: AnyColumn, agentNumber: AnyColumn): SQL<number> =>
  sql<number>`(select count(*) from ${referrals} where ${referrals.tenantId} = ${tenantId} and ${referrals.agentNumber} = ${agentNumber})`.mapWith(
    Number,
  );

/**
 * Whether the tenant's referrals name a product (`productId` a value or the reader's column): an
 * `exists` condition, which keeps the catalogue's console from deleting a product or reward in use.
 */
export const productReferred = (tenantId: string, productId: SQLWrapper | number): SQL =>
  sql`exists (select 1 from ${referrals} where ${referrals.tenantId} = ${tenantId} and ${referrals.productId} = ${productId})`;

/**
 * Whether a referral of the tenant recorded the consent to a campaign: an `exists` condition,
 * which keeps the campaigns' console from deleting it (it is ended instead).
 */
export const campaignConsented = (tenantId: string, aktionsId: number): SQL =>
  sql`exists (select 1 from ${referrals} where ${referrals.tenantId} = ${tenantId}
    and ${referrals.campaignConsents} @> ${JSON.stringify([aktionsId])}::jsonb)`;

/** The id of the tenant's referral with this number (at most one: `referrals_number_uq`), as a scalar subquery. */
export const referralIdByNumber = (tenantId: string, empfehlungsnummer: number): SQL<string> =>
  sql<string>`(select ${referrals.id} from ${referrals} where ${referrals.tenantId} = ${tenantId} and ${referrals.empfehlungsnummer} = ${empfehlungsnummer})`;

/**
 * The tenant's referrals made by some agents: a source to join, one row per referral with the
 * columns `id`, `agent_number`, `created_at` and `ordered_at` (the first `order.placed`, null
 * before it). `agentNumbers` is the reader's subquery of agent numbers. Read by the referrals'
 * agent index (tenant_id, agent_number, created_at).
 */
export const referralsOfAgents = (tenantId: string, agentNumbers: SQL): SQL =>
  sql`(select ${referrals.id} as id, ${referrals.agentNumber} as agent_number, ${referrals.createdAt} as created_at,
      ${referrals.orderedAt} as ordered_at
    from ${referrals} where ${referrals.tenantId} = ${tenantId} and ${referrals.agentNumber} in (${agentNumbers}))`;

/**
 * The tenant's link opens on the Berlin days [from, to) (decision 067): a source to join, one row
 * per referral and day with the columns `referral_id`, `day` (a date) and `opens`. Read by
 * `referral_link_opens_day_idx` (tenant_id, day).
 */
export const linkOpensPerDay = (tenantId: string, from: string, to: string): SQL =>
  sql`(select ${referralLinkOpens.referralId} as referral_id, ${referralLinkOpens.day} as day, ${referralLinkOpens.opens} as opens
    from ${referralLinkOpens}
    where ${referralLinkOpens.tenantId} = ${tenantId} and ${referralLinkOpens.day} >= ${from} and ${referralLinkOpens.day} < ${to})`;

/**
 * The ids of the referrals these referrers made: a source for a reader's `in (…)` (one column,
 * `id`). `referrerIds` is the reader's comma-separated list of uuids.
 */
export const referralIdsOfReferrers = (referrerIds: SQL): SQL =>
  sql`(select ${referrals.id} from ${referrals} where ${referrals.referrerId} in (${referrerIds}))`;

/**
 * A referral's keys and parties: a source to join, with the columns `id`, `tenant_id`,
 * `empfehlungsnummer`, `referrer_id` (null once the account is gone) and `agent_number` (null
 * without an agent). A plain projection, so the planner reads it as the table itself.
 */
export const referralKeys: SQL = sql`(select id, tenant_id, empfehlungsnummer, referrer_id, agent_number from ${referrals})`;

/**
 * When a referral was made and when its referrer confirmed the opt-in mail: a source to join,
 * with the columns `id`, `tenant_id`, `created_at` and `optin_confirmed_at` (null before). A plain
 * projection, so the planner reads it as the table itself.
 */
export const referralMilestones: SQL = sql`(select id, tenant_id, created_at, optin_confirmed_at from ${referrals})`;

/** The clicks on referral links: a source to join, with the columns `tenant_id`, `referral_id` and `at`. */
export const referralClickTimes: SQL = sql`(select tenant_id, referral_id, at from ${referralClicks})`;

/**
 * A referral as the personal area and the agency's reports and statements show it: a source to
 * join, with the columns `id`, `tenant_id`, `referrer_id`, `agent_number`, `empfehlungsnummer`,
 * `product_id`, `channel`, `status`, `ordered_at`, `order_effective_at`, `order_ended` (the event
 * that ended the order: `order.cancelled`, `order.revoked`, `order.rejected`; null while it
 * stands), `anteil_empfehler`, `recipient_email`, `created_at`, `expires_at` and
 * `optin_confirmed_at`. A plain projection, so the planner reads it as the table itself (and the
 * referrals' indexes serve the reader's conditions).
 */
export const referralSummaries: SQL = sql`(select id, tenant_id, referrer_id, agent_number, empfehlungsnummer,
    product_id, channel, status, ordered_at, order_effective_at, order_ended, anteil_empfehler, recipient_email,
    created_at, expires_at, optin_confirmed_at
  from ${referrals})`;
