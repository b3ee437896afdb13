import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  deviceTariffPairs,
  footnotes,
  productCategories,
  productRewards,
  products,
  rewards,
} from './catalogue.table.ts';

export type CategoryRow = typeof productCategories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type RewardRow = typeof rewards.$inferSelect;
export type PairRow = typeof deviceTariffPairs.$inferSelect;

/**
 * Which products a query may see: the tenant's, minus its hidden ids (Rules.HiddenProductIds) and
 * the products of categories whose source (Quelle) is hidden (business products while
 * ModuleCompanyRecommendation is off).
 */
export interface Visibility {
  tenantId: string;
  hiddenIds: readonly number[];
  hiddenQuellen?: readonly string[];
}

export interface ProductFilter {
  ids?: number[];
  externeId?: string;
  quelle?: string;
  kategorie?: string;
}

/** The ids of the tenant's categories of hidden sources, as a subquery. */
const hiddenCategoryIds = (tenantId: string, quellen: readonly string[]): SQL =>
  sql`select ${productCategories.id} from ${productCategories} where ${and(
    eq(productCategories.tenantId, tenantId),
    inArray(productCategories.quelle, [...quellen]),
  )}`;

const visibleProducts = ({ tenantId, hiddenIds, hiddenQuellen = [] }: Visibility): SQL =>
  and(
    eq(products.tenantId, tenantId),
    eq(products.aktiv, true),
    hiddenIds.length > 0 ? notInArray(products.id, [...hiddenIds]) : undefined,
    hiddenQuellen.length > 0
      ? sql`${products.categoryId} not in (${hiddenCategoryIds(tenantId, hiddenQuellen)})`
      : undefined,
  )!;

/** Catalogue queries (Produktkategorien, Produkte, Prämien, Fussnoten); every one takes the tenant. */
export function createCatalogueRepository({ db }: { db: Db }) {
  return {
    /** The tenant's categories, without those of hidden sources. */
    categories: (tenantId: string, hiddenQuellen: readonly string[] = []) =>
      db
        .select()
        .from(productCategories)
        .where(
          and(
            eq(productCategories.tenantId, tenantId),
            hiddenQuellen.length > 0 ? notInArray(productCategories.quelle, [...hiddenQuellen]) : undefined,
          ),
        )
        .orderBy(asc(productCategories.position), asc(productCategories.id)),

    category: async (tenantId: string, id: number): Promise<CategoryRow | undefined> => {
      const [row] = await db
        .select()
        .from(productCategories)
        .where(and(eq(productCategories.tenantId, tenantId), eq(productCategories.id, id)));
      return row;
    },

    /** Visible products, narrowed by ids, external id or their category's quelle/kategorie. */
    products: async (visibility: Visibility, filter: ProductFilter = {}): Promise<ProductRow[]> => {
      if (filter.ids?.length === 0) return [];
      const byCategory = filter.quelle !== undefined || filter.kategorie !== undefined;
      const where = and(
        visibleProducts(visibility),
        filter.ids ? inArray(products.id, filter.ids) : undefined,
        filter.externeId !== undefined ? eq(products.externeId, filter.externeId) : undefined,
        filter.quelle !== undefined ? eq(productCategories.quelle, filter.quelle) : undefined,
        filter.kategorie !== undefined ? eq(productCategories.kategorie, filter.kategorie) : undefined,
      );
      const order = [asc(products.position), asc(products.id)];
      if (!byCategory)
        return db
          .select()
          .from(products)
          .where(where)
          .orderBy(...order);
      const rows = await db
        .select({ product: products })
        .from(products)
        .innerJoin(
          productCategories,
          and(
            eq(productCategories.tenantId, products.tenantId),
            eq(productCategories.id, products.categoryId),
          ),
        )
        .where(where)
        .orderBy(...order);
      return rows.map((r) => r.product);
    },

    /** The rewards linked to the given products, each row with its product id. */
    rewardsOfProducts: async (tenantId: string, productIds: number[]) => {
      if (productIds.length === 0) return [];
      return db
        .select({ productId: productRewards.productId, reward: rewards })
        .from(productRewards)
        .innerJoin(
          rewards,
          and(eq(rewards.tenantId, productRewards.tenantId), eq(rewards.id, productRewards.rewardId)),
        )
        .where(
          and(
            eq(productRewards.tenantId, tenantId),
            inArray(productRewards.productId, productIds),
            eq(rewards.aktiv, true),
          ),
        )
        .orderBy(asc(rewards.id));
    },

    /** The tenant's rewards the console has not set off. */
    rewards: (tenantId: string) =>
      db
        .select()
        .from(rewards)
        .where(and(eq(rewards.tenantId, tenantId), eq(rewards.aktiv, true)))
        .orderBy(asc(rewards.id)),

    reward: async (tenantId: string, id: number): Promise<RewardRow | undefined> => {
      const [row] = await db
        .select()
        .from(rewards)
        .where(and(eq(rewards.tenantId, tenantId), eq(rewards.id, id)));
      return row;
    },

    /** Device–tariff pairs by device and/or tariff; a pair with a hidden device or tariff is left out. */
    pairs: async (
      visibility: Visibility,
      filter: { handyId?: number; tarifId?: number },
    ): Promise<PairRow[]> => {
      const hidden = [...visibility.hiddenIds];
      return db
        .select()
        .from(deviceTariffPairs)
        .where(
          and(
            eq(deviceTariffPairs.tenantId, visibility.tenantId),
            filter.handyId !== undefined ? eq(deviceTariffPairs.handyId, filter.handyId) : undefined,
            filter.tarifId !== undefined ? eq(deviceTariffPairs.tarifId, filter.tarifId) : undefined,
            hidden.length > 0
              ? and(
                  notInArray(deviceTariffPairs.handyId, hidden),
                  notInArray(deviceTariffPairs.tarifId, hidden),
                )
              : undefined,
          ),
        )
        .orderBy(asc(deviceTariffPairs.id));
    },

    footnotes: (tenantId: string, identifier?: string) =>
      db
        .select()
        .from(footnotes)
        .where(
          and(
            eq(footnotes.tenantId, tenantId),
            identifier !== undefined ? eq(footnotes.identifier, identifier) : undefined,
          ),
        )
        .orderBy(asc(footnotes.id)),
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
