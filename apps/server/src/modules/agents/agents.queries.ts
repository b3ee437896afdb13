import { type SQL, sql } from 'drizzle-orm';
import { agents } from './agents.table.ts';

/**
 * The agents module's read queries for other modules (issue 28, item 2; decision 051): the owner
 * builds the SQL over its table, a reader embeds it and names no column of `agents`.
 */

/**
 * The tenant's agents' names: a source to join, one row per agent with the columns `number` (the
 * external number a referral carries) and `name` ("first last").
 */
export const agentNames = (tenantId: string): SQL =>
  sql`(select ${agents.externeId} as number, ${agents.vorname} || ' ' || ${agents.nachname} as name
    from ${agents} where ${agents.tenantId} = ${tenantId})`;
