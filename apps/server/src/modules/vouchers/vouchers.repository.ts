import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { berlinDate } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { voucherCodes, voucherPools } from './voucher-codes.table.ts';

/** A code's pool (the join of `freeCount` and `stock`). */
const samePool = and(
  eq(voucherPools.tenantId, voucherCodes.tenantId),
  eq(voucherPools.cents, voucherCodes.cents),
);
/** The pool has no valid-until day, or `at` is not past it (Berlin calendar): `take`, `freeCount` and `stock`. */
const stillValid = (at: Date) =>
  sql`(${voucherPools.validUntil} is null or ${voucherPools.validUntil} >= ${berlinDate(at)})`;

export type VoucherPoolRow = typeof voucherPools.$inferSelect;
export type VoucherPoolDetails = Pick<
  VoucherPoolRow,
  'shopName' | 'validUntil' | 'redeemDe' | 'redeemEn' | 'redeemUrl'
>;

/** The voucher pools and codes (issue 15); the module's own tables only. */
export function createVouchersRepository() {
  const pool = (tenantId: string, cents: number) =>
    and(eq(voucherPools.tenantId, tenantId), eq(voucherPools.cents, cents));

  return {
    /** Which of these code hashes the tenant's pools already hold (any value). */
    knownHashes: async (tx: Db, tenantId: string, hashes: string[]) =>
      new Set(
        hashes.length === 0
          ? []
          : (
              await tx
                .select({ hash: voucherCodes.codeHash })
                .from(voucherCodes)
                .where(and(eq(voucherCodes.tenantId, tenantId), inArray(voucherCodes.codeHash, hashes)))
            ).map((r) => r.hash),
      ),

    /** The pool, made on its first import. */
    ensurePool: async (tx: Db, tenantId: string, cents: number, at: Date) => {
      await tx.insert(voucherPools).values({ tenantId, cents, createdAt: at }).onConflictDoNothing();
    },

    /**
     * Inserts the codes; a code another import wrote meanwhile is skipped by the unique hash.
     * Answers how many went in (the caller refuses the whole file when that is fewer).
     */
    insertCodes: async (tx: Db, rows: (typeof voucherCodes.$inferInsert)[]) => {
      let inserted = 0;
      // In chunks: one statement's parameters stay below PostgreSQL's 65,535.
      for (let i = 0; i < rows.length; i += 1000) {
        const chunk = rows.slice(i, i + 1000);
        inserted += (
          await tx.insert(voucherCodes).values(chunk).onConflictDoNothing().returning({ id: voucherCodes.id })
        ).length;
      }
      return inserted;
    },

    /**
     * Gives the pool's oldest free code — the earliest import's, and within one import the file's
     * first (`seq`, the insert order) — to a reward credit in one statement. `SKIP LOCKED`: a code
     * another transaction is taking is passed by, so concurrent runs never take the same one.
     * Answers the sealed code, or nothing when the pool has no free code — or its codes are past the
     * day they are valid until (Berlin calendar): a code nobody can redeem is never sent as a reward,
     * the reward waits, chosen, for a new delivery.
     */
    take: async (tx: Db, where: { tenantId: string; cents: number }, creditId: string, at: Date) =>
      (
        await tx
          .update(voucherCodes)
          .set({ issuedCreditId: creditId, issuedAt: at })
          .where(
            and(
              isNull(voucherCodes.issuedCreditId),
              eq(
                voucherCodes.id,
                sql`(select id from voucher_codes
                  where tenant_id = ${where.tenantId} and cents = ${where.cents} and issued_credit_id is null
                    and not exists (select 1 from ${voucherPools}
                      where ${voucherPools.tenantId} = ${where.tenantId} and ${voucherPools.cents} = ${where.cents}
                        and not ${stillValid(at)})
                  order by imported_at, seq limit 1 for update skip locked)`,
              ),
            ),
          )
          .returning({ id: voucherCodes.id, codeSealed: voucherCodes.codeSealed })
      )[0],

    /**
     * Free codes of one pool that can still be sent on `at`: none once the pool is past the day its
     * codes are valid until (Berlin calendar), as `take` sends none then either.
     */
    freeCount: async (tx: Db, tenantId: string, cents: number, at: Date) =>
      (
        await tx
          .select({ n: count() })
          .from(voucherCodes)
          .leftJoin(voucherPools, samePool)
          .where(
            and(
              eq(voucherCodes.tenantId, tenantId),
              eq(voucherCodes.cents, cents),
              isNull(voucherCodes.issuedCreditId),
              stillValid(at),
            ),
          )
      )[0]?.n ?? 0,

    pool: async (tx: Db, tenantId: string, cents: number) =>
      (await tx.select().from(voucherPools).where(pool(tenantId, cents)))[0],

    pools: (tx: Db) =>
      tx.select().from(voucherPools).orderBy(asc(voucherPools.tenantId), asc(voucherPools.cents)),

    /**
     * Free and issued codes per tenant and value on `at`; a free code of a pool past its valid-until
     * day counts as neither (it can no longer be sent, `freeCount`).
     */
    stock: (tx: Db, at: Date) =>
      tx
        .select({
          tenantId: voucherCodes.tenantId,
          cents: voucherCodes.cents,
          free: sql<number>`(count(*) filter (where ${voucherCodes.issuedCreditId} is null and ${stillValid(at)}))::int`,
          issued: sql<number>`(count(*) filter (where ${voucherCodes.issuedCreditId} is not null))::int`,
        })
        .from(voucherCodes)
        .leftJoin(voucherPools, samePool)
        .groupBy(voucherCodes.tenantId, voucherCodes.cents),

    /** What people read about the pool's codes; false when there is no such pool. */
    setDetails: async (tx: Db, tenantId: string, cents: number, details: VoucherPoolDetails) =>
      (
        await tx
          .update(voucherPools)
          .set(details)
          .where(pool(tenantId, cents))
          .returning({ tenantId: voucherPools.tenantId })
      ).length > 0,

    /** The tenant's pools of these values (the offers of a pickup list). */
    poolsOf: (tx: Db, tenantId: string, cents: readonly number[]) =>
      cents.length === 0
        ? Promise.resolve([] as VoucherPoolRow[])
        : tx
            .select()
            .from(voucherPools)
            .where(
              and(eq(voucherPools.tenantId, tenantId), inArray(voucherPools.cents, [...new Set(cents)])),
            ),

    setThreshold: async (tx: Db, tenantId: string, cents: number, alertBelow: number | null) =>
      (
        await tx
          .update(voucherPools)
          .set({ alertBelow })
          .where(pool(tenantId, cents))
          .returning({ tenantId: voucherPools.tenantId })
      ).length > 0,

    /**
     * Marks the pool's alert as mailed; true only for the one transaction that marked it, so
     * concurrent issue runs crossing the threshold together write one mail.
     */
    markAlertMailed: async (tx: Db, tenantId: string, cents: number, at: Date) =>
      (
        await tx
          .update(voucherPools)
          .set({ alertMailedAt: at })
          .where(and(pool(tenantId, cents), isNull(voucherPools.alertMailedAt)))
          .returning({ tenantId: voucherPools.tenantId })
      ).length > 0,

    /** The stock is back at the threshold: the next crossing is mailed again. */
    rearmAlert: async (tx: Db, tenantId: string, cents: number) => {
      await tx
        .update(voucherPools)
        .set({ alertMailedAt: null })
        .where(and(pool(tenantId, cents), isNotNull(voucherPools.alertMailedAt)));
    },
  };
}

export type VouchersRepository = ReturnType<typeof createVouchersRepository>;
