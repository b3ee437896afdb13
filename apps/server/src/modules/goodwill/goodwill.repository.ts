import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goodwillCases } from './goodwill.table.ts';

export type GoodwillCaseRow = typeof goodwillCases.$inferSelect;
type Decided = Pick<
  GoodwillCaseRow,
  'status' | 'cents' | 'reason' | 'decidedBy' | 'decidedAt' | 'creditId' | 'thanksTokenHash'
>;

export function createGoodwillRepository() {
  return {
    insert: async (tx: Db, row: typeof goodwillCases.$inferInsert) =>
      (await tx.insert(goodwillCases).values(row).returning())[0]!,

    list: (tx: Db, status?: GoodwillCaseRow['status']) =>
      tx
        .select()
        .from(goodwillCases)
        .where(status ? eq(goodwillCases.status, status) : undefined)
        .orderBy(desc(goodwillCases.createdAt))
        .limit(500),

    /** The case, locked for the decision: of two operators deciding at once, the second sees it decided. */
    lock: async (tx: Db, id: string) =>
      (await tx.select().from(goodwillCases).where(eq(goodwillCases.id, id)).for('update'))[0],

    decide: (tx: Db, id: string, decided: Decided) =>
      tx.update(goodwillCases).set(decided).where(eq(goodwillCases.id, id)),

    byToken: async (tx: Db, tenantId: string, tokenHash: string) =>
      (
        await tx
          .select()
          .from(goodwillCases)
          .where(and(eq(goodwillCases.tenantId, tenantId), eq(goodwillCases.thanksTokenHash, tokenHash)))
      )[0],

    /** The cases the address sent (or its referrer accounts own), in the tenants asked about. */
    ofPerson: (tx: Db, where: { email: string; referrerIds: string[]; tenantIds: string[] | null }) =>
      tx
        .select()
        .from(goodwillCases)
        .where(
          and(
            where.tenantIds ? inArray(goodwillCases.tenantId, where.tenantIds) : undefined,
            sql`(lower(${goodwillCases.email}) = ${where.email.trim().toLowerCase()}${
              where.referrerIds.length > 0
                ? sql` or ${inArray(goodwillCases.referrerId, where.referrerIds)}`
                : sql``
            })`,
          ),
        ),

    /**
     * Art. 17: the sender's address and text go; the decision (amount, reason, dates) stays as the
     * record of a credited reward. Answers how many cases were erased.
     */
    erase: async (tx: Db, ids: string[], at: Date) =>
      ids.length === 0
        ? 0
        : (
            await tx
              .update(goodwillCases)
              .set({ email: null, subject: '', message: '', thanksTokenHash: null, erasedAt: at })
              .where(inArray(goodwillCases.id, ids))
              .returning({ id: goodwillCases.id })
          ).length,
  };
}

export type GoodwillRepository = ReturnType<typeof createGoodwillRepository>;
