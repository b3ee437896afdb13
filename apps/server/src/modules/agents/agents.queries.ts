import { type SQL, sql } from 'drizzle-orm';

/**
 * The agents module's read queries for other modules (issue 28, item 2; decision 051): the owner
 * builds the SQL over its table, a reader embeds it in its own statement and names no table of the
 * agents.
 */

/**
 * The agents' names: a source to join, with the columns `tenant_id`, `externe_id` (the agent
 * number a referral carries), `vorname` and `nachname`. A plain projection, so the planner reads
 * it as the table itself.
 */
export const agentNames: SQL = sql`(select tenant_id, externe_id, vorname, nachname from agents)`;
