import { and, asc, eq, inArray, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { holds } from '../../lib/sql-helpers.ts';
import {
  deviceTariffPairs,
  footnotes,
  productCategories,
  productRewards,
  products,
  rewards,
} from './catalogue.table.ts';

/** The catalogue's tables keyed by tenant and a per-tenant number. */
const KEYED = {
  categories: productCategories,
  products,
  pairs: deviceTariffPairs,
  rewards,
  footnotes,
} as const;
export type KeyedTable = keyof typeof KEYED;

type Insert<K extends KeyedTable> = (typeof KEYED)[K]['$inferInsert'];
type Select<K extends KeyedTable> = (typeof KEYED)[K]['$inferSelect'];

const keyOf = <K extends KeyedTable>(kind: K, tenantId: string, id: number) => {
  const table = KEYED[kind];
  return and(eq(table.tenantId, tenantId), eq(table.id, id));
};

/** The rows of a kind: all of them, one by the tenant's number, a new one under the next number, changed, deleted. */
const keyedRows = () => ({
  async everything(tx: Db, tenantId: string) {
    const [categories, productRows, pairs, rewardRows, links, notes] = await Promise.all([
      tx
        .select()
        .from(productCategories)
        .where(eq(productCategories.tenantId, tenantId))
        .orderBy(asc(productCategories.position), asc(productCategories.id)),
      tx
        .select()
        .from(products)
        .where(eq(products.tenantId, tenantId))
        .orderBy(asc(products.position), asc(products.id)),
      tx
        .select()
        .from(deviceTariffPairs)
        .where(eq(deviceTariffPairs.tenantId, tenantId))
        .orderBy(asc(deviceTariffPairs.id)),
      tx.select().from(rewards).where(eq(rewards.tenantId, tenantId)).orderBy(asc(rewards.id)),
      tx.select().from(productRewards).where(eq(productRewards.tenantId, tenantId)),
      tx.select().from(footnotes).where(eq(footnotes.tenantId, tenantId)).orderBy(asc(footnotes.id)),
    ]);
    return { categories, products: productRows, pairs, rewards: rewardRows, links, footnotes: notes };
  },

  async one<K extends KeyedTable>(
    tx: Db,
    kind: K,
    tenantId: string,
    id: number,
  ): Promise<Select<K> | undefined> {
    const table = KEYED[kind];
    const [row] = await tx
      .select()
      .from(table as typeof products)
      .where(keyOf(kind, tenantId, id));
    return row as Select<K> | undefined;
  },

  /** Inserts under the tenant's next number for that kind. */
  async insert<K extends KeyedTable>(tx: Db, kind: K, row: Omit<Insert<K>, 'id'>): Promise<Select<K>> {
    const table = KEYED[kind];
    const [next] = await tx
      .select({ id: sql<number>`coalesce(max(${table.id}), 0) + 1`.mapWith(Number) })
      .from(table as typeof products)
      .where(eq(table.tenantId, row.tenantId));
    const [inserted] = await tx
      .insert(table)
      .values({ ...row, id: next!.id } as never)
      .returning();
    return inserted as Select<K>;
  },

  async update<K extends KeyedTable>(
    tx: Db,
    kind: K,
    tenantId: string,
    id: number,
    set: Partial<Omit<Insert<K>, 'id' | 'tenantId'>>,
  ): Promise<Select<K> | undefined> {
    const table = KEYED[kind] as typeof products;
    const rows = (await tx
      .update(table)
      .set(set as never)
      .where(keyOf(kind, tenantId, id))
      .returning()) as unknown as Select<K>[];
    return rows[0];
  },

  async remove(tx: Db, kind: KeyedTable, tenantId: string, id: number): Promise<boolean> {
    const table = KEYED[kind];
    const gone = await tx
      .delete(table)
      .where(keyOf(kind, tenantId, id))
      .returning({ id: table.id });
    return gone.length > 0;
  },

  /** Which of these ids the tenant has (for rewards a product names). */
  async existingIds(tx: Db, kind: KeyedTable, tenantId: string, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const table = KEYED[kind];
    const rows = await tx
      .select({ id: table.id })
      .from(table as typeof products)
      .where(and(eq(table.tenantId, tenantId), inArray(table.id, ids)));
    return rows.map((r) => r.id);
  },
});

/** Which rewards a product earns. */
const productRewardLinks = () => ({
  /** Makes a product earn exactly these rewards. */
  async setProductRewards(tx: Db, tenantId: string, productId: number, rewardIds: number[]) {
    await tx
      .delete(productRewards)
      .where(and(eq(productRewards.tenantId, tenantId), eq(productRewards.productId, productId)));
    if (rewardIds.length > 0)
      await tx
        .insert(productRewards)
        .values([...new Set(rewardIds)].map((rewardId) => ({ tenantId, productId, rewardId })));
  },

  /** The tenant's rewards as what products earn by them, and which product earns which. */
  async rewardCatalogue(tx: Db, tenantId: string) {
    // One after another: `tx` is a transaction (a save's pay-raise check), one statement at a time.
    const rows = await tx
      .select({
        Id: rewards.id,
        WertCent: rewards.wertCent,
        Aktiv: rewards.aktiv,
        Startdatum: rewards.startdatum,
        Enddatum: rewards.enddatum,
        EnddatumAnzeige: rewards.enddatumAnzeige,
      })
      .from(rewards)
      .where(eq(rewards.tenantId, tenantId));
    const links = await tx
      .select({ ProduktId: productRewards.productId, PraemieId: productRewards.rewardId })
      .from(productRewards)
      .where(eq(productRewards.tenantId, tenantId));
    return { Praemien: rows, Links: links };
  },

  /** The rewards a product earns, by id. */
  productRewardIds: async (tx: Db, tenantId: string, productId: number) =>
    (
      await tx
        .select({ id: productRewards.rewardId })
        .from(productRewards)
        .where(and(eq(productRewards.tenantId, tenantId), eq(productRewards.productId, productId)))
    )
      .map((r) => r.id)
      .sort((a, b) => a - b),

  async unlinkReward(tx: Db, tenantId: string, rewardId: number) {
    await tx
      .delete(productRewards)
      .where(and(eq(productRewards.tenantId, tenantId), eq(productRewards.rewardId, rewardId)));
  },
});

/** The checks before a write: numbers and identifiers taken, rows something still depends on. */
/**
 * Whether the tenant's referrals name a product (a value, or the reader's column): an `exists`
 * condition over the referrals, built by their owner (referrals' `productReferred`) and passed by
 * the console's builder, since the referrals module sits above this one (decision 050).
 */
export type ProductReferred = (tenantId: string, productId: SQLWrapper | number) => SQL;

const catalogueChecks = (productReferred: ProductReferred) => ({
  externeIdTaken: async (tx: Db, tenantId: string, externeId: string, exceptId?: number) =>
    (
      await tx
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            eq(products.tenantId, tenantId),
            eq(products.externeId, externeId),
            exceptId === undefined ? undefined : ne(products.id, exceptId),
          ),
        )
    ).length > 0,

  identifierTaken: async (tx: Db, tenantId: string, identifier: string, exceptId?: number) =>
    (
      await tx
        .select({ id: footnotes.id })
        .from(footnotes)
        .where(
          and(
            eq(footnotes.tenantId, tenantId),
            eq(footnotes.identifier, identifier),
            exceptId === undefined ? undefined : ne(footnotes.id, exceptId),
          ),
        )
    ).length > 0,

  categoryHasProducts: async (tx: Db, tenantId: string, categoryId: number) =>
    (
      await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.tenantId, tenantId), eq(products.categoryId, categoryId)))
        .limit(1)
    ).length > 0,

  /** A product referrals were made for, or a device–tariff pair names. */
  productInUse: async (tx: Db, tenantId: string, productId: number) =>
    (await holds(tx, productReferred(tenantId, productId))) ||
    (
      await tx
        .select({ id: deviceTariffPairs.id })
        .from(deviceTariffPairs)
        .where(
          and(
            eq(deviceTariffPairs.tenantId, tenantId),
            or(eq(deviceTariffPairs.handyId, productId), eq(deviceTariffPairs.tarifId, productId)),
          ),
        )
        .limit(1)
    ).length > 0,

  /** A reward a product earns for which referrals were made: their promise names it. */
  rewardInUse: (tx: Db, tenantId: string, rewardId: number) =>
    holds(
      tx,
      sql`exists (select 1 from product_rewards pr where pr.tenant_id = ${tenantId} and pr.reward_id = ${rewardId}
        and ${productReferred(tenantId, sql`pr.product_id`)})`,
    ),
});

/**
 * The console's reads and writes of the catalogue (issue 14): every row, active or not, and the
 * checks that keep a row referrals still use from being deleted. Each call takes the transaction.
 */
export function createCatalogueConsoleRepository(productReferred: ProductReferred) {
  return { ...keyedRows(), ...productRewardLinks(), ...catalogueChecks(productReferred) };
}

export type CatalogueConsoleRepository = ReturnType<typeof createCatalogueConsoleRepository>;
