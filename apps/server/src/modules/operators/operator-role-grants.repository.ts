import { and, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorRoleGrants, operators } from './operators.table.ts';

export type RoleGrantRow = typeof operatorRoleGrants.$inferSelect;

/** The role grants waiting for a second admin (decision 032); only this module writes them. */
export function createOperatorRoleGrantsRepository() {
  const open = (now: Date) =>
    and(eq(operatorRoleGrants.state, 'pending'), gt(operatorRoleGrants.expiresAt, now));
  return {
    insert: async (db: Db, row: typeof operatorRoleGrants.$inferInsert) =>
      (await db.insert(operatorRoleGrants).values(row).returning())[0] as RoleGrantRow,

    /** The grant, locked for its decision. */
    lock: async (tx: Db, id: string) =>
      (await tx.select().from(operatorRoleGrants).where(eq(operatorRoleGrants.id, id)).for('update'))[0],

    /** The grants still open at `now`, with the asking admin's name. */
    open: (db: Db, now: Date) =>
      db
        .select({ grant: operatorRoleGrants, requestedByName: operators.name })
        .from(operatorRoleGrants)
        .innerJoin(operators, eq(operators.id, operatorRoleGrants.requestedBy))
        .where(open(now)),

    decide: (tx: Db, id: string, values: Pick<RoleGrantRow, 'state' | 'decidedBy' | 'decidedAt'>) =>
      tx.update(operatorRoleGrants).set(values).where(eq(operatorRoleGrants.id, id)),

    /** Closes the operator's pending grants, those for them and those they asked for; answers their ids. */
    async closeOf(tx: Db, operatorId: string, at: Date, asker = false): Promise<string[]> {
      const whose = asker
        ? or(eq(operatorRoleGrants.operatorId, operatorId), eq(operatorRoleGrants.requestedBy, operatorId))
        : eq(operatorRoleGrants.operatorId, operatorId);
      const closed = await tx
        .update(operatorRoleGrants)
        .set({ state: 'closed', decidedAt: at })
        .where(and(eq(operatorRoleGrants.state, 'pending'), whose))
        .returning({ id: operatorRoleGrants.id });
      return closed.map((c) => c.id);
    },
  };
}

export type OperatorRoleGrantsRepository = ReturnType<typeof createOperatorRoleGrantsRepository>;
