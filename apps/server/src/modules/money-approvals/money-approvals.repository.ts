import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moneyChangeApprovals } from './money-approvals.table.ts';

export type MoneyChangeRow = typeof moneyChangeApprovals.$inferSelect;

/** The raises waiting for a second admin (decision 047); only this module writes them. */
export function createMoneyApprovalsRepository() {
  return {
    insert: async (tx: Db, row: typeof moneyChangeApprovals.$inferInsert) =>
      (await tx.insert(moneyChangeApprovals).values(row).returning())[0] as MoneyChangeRow,

    /** The change, locked for its decision. */
    lock: async (tx: Db, id: string) =>
      (await tx.select().from(moneyChangeApprovals).where(eq(moneyChangeApprovals.id, id)).for('update'))[0],

    /** A tenant's open raises, oldest first. */
    open: (db: Db, tenantId: string) =>
      db
        .select()
        .from(moneyChangeApprovals)
        .where(and(eq(moneyChangeApprovals.tenantId, tenantId), eq(moneyChangeApprovals.state, 'pending')))
        .orderBy(moneyChangeApprovals.proposedAt),

    decide: (tx: Db, id: string, values: Pick<MoneyChangeRow, 'state' | 'decidedBy' | 'decidedAt'>) =>
      tx.update(moneyChangeApprovals).set(values).where(eq(moneyChangeApprovals.id, id)),
  };
}

export type MoneyApprovalsRepository = ReturnType<typeof createMoneyApprovalsRepository>;
