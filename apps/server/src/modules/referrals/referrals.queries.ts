import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { referralLinkOpens } from './link-opens.table.ts';
import { referrals } from './referrals.table.ts';

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
