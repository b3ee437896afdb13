import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents } from './agents.table.ts';

/**
 * The agents module's read queries for other modules (decision 051): the owner reads its table,
 * a reader gets a typed answer and names no column of it.
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
