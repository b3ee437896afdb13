import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents } from './agents.table.ts';

/**
 * The agents module's read queries for other modules (issue 28, item 2; decision 051): the owner
 * reads or builds the SQL over its table, a reader gets a typed answer or embeds it and names no
 * column of `agents`.
 */

/** An agent as support names them on a referral (issue 29, item 4): number, name, active or not. */
export async function agentOfNumber(
  tx: Db,
  tenantId: string,
  number: string,
): Promise<{ number: string; vorname: string; nachname: string; active: boolean } | undefined> {
  const [row] = await tx
    .select({
      number: agents.externeId,
      vorname: agents.vorname,
      nachname: agents.nachname,
      active: agents.aktiv,
    })
    .from(agents)
    .where(and(eq(agents.tenantId, tenantId), eq(agents.externeId, number)));
  return row;
}

/**
 * The tenant's agents' names: a source to join, one row per agent with the columns `number` (the
 * external number a referral carries) and `name` ("first last").
 */
export const agentNames = (tenantId: string): SQL =>
  sql`(select ${agents.externeId} as number, ${agents.vorname} || ' ' || ${agents.nachname} as name
    from ${agents} where ${agents.tenantId} = ${tenantId})`;
