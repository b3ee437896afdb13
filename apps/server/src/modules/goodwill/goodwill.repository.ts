import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goodwillCases } from './goodwill.table.ts';

export type GoodwillCaseRow = typeof goodwillCases.$inferSelect;
type Decided = Partial<
  Pick<
    GoodwillCaseRow,
    | 'status'
    | 'cents'
    | 'reason'
    | 'decidedBy'
    | 'decidedAt'
    | 'creditId'
    | 'thanksTokenHash'
    | 'approvalBy'
    | 'approvalAt'
    | 'approvalReason'
  >
>;

/** A grant that counts against the account's yearly cap: credited, or waiting for finance. */
const COUNTS_AGAINST_CAP = inArray(goodwillCases.status, ['Gewaehrt', 'Freigabe']);

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

    byId: async (tx: Db, id: string) =>
      (await tx.select().from(goodwillCases).where(eq(goodwillCases.id, id)))[0],
    /** The case, locked for the decision: of two operators deciding at once, the second sees it decided. */
    lock: async (tx: Db, id: string) =>
      (await tx.select().from(goodwillCases).where(eq(goodwillCases.id, id)).for('update'))[0],

    decide: (tx: Db, id: string, decided: Decided) =>
      tx.update(goodwillCases).set(decided).where(eq(goodwillCases.id, id)),
    /**
     * Serialises the grants to one referrer account until the transaction ends: of two grants at
     * once, the second sums the first, so together they never pass the yearly cap.
     */
    lockAccount: async (tx: Db, referrerId: string) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`goodwill:${referrerId}`}))`);
    },
    /** Orders one operator's grants, so two at once count each other toward their 30-day allowance. */
    lockOperator: async (tx: Db, operatorId: string) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`goodwill-operator:${operatorId}`}))`);
    },
    /** What one operator granted at once (credited without a finance approval) since `from`, every tenant. */
    grantedAtOnceBy: async (tx: Db, operatorId: string, from: Date) => {
      const [row] = await tx
        .select({ cents: sql<number>`coalesce(sum(${goodwillCases.cents}), 0)::int` })
        .from(goodwillCases)
        .where(
          and(
            eq(goodwillCases.decidedBy, operatorId),
            eq(goodwillCases.status, 'Gewaehrt'),
            isNull(goodwillCases.approvalBy),
            gte(goodwillCases.decidedAt, from),
          ),
        );
      return row?.cents ?? 0;
    },
    /** Per referrer account: the goodwill granted (or waiting for finance) decided in [from, to). */
    grantedIn: async (tx: Db, referrerIds: string[], period: { from: Date; to: Date }) =>
      new Map(
        referrerIds.length === 0
          ? []
          : (
              await tx
                .select({
                  referrerId: goodwillCases.referrerId,
                  cents: sql<number>`coalesce(sum(${goodwillCases.cents}), 0)::int`,
                })
                .from(goodwillCases)
                .where(
                  and(
                    inArray(goodwillCases.referrerId, referrerIds),
                    COUNTS_AGAINST_CAP,
                    gte(goodwillCases.decidedAt, period.from),
                    lt(goodwillCases.decidedAt, period.to),
                  ),
                )
                .groupBy(goodwillCases.referrerId)
            ).map((r) => [r.referrerId ?? '', r.cents] as const),
      ),

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
