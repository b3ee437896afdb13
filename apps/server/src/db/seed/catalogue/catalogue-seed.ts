import { isDeepStrictEqual } from 'node:util';
import type {
  DeviceTariffPair,
  DeviceTariffPairDetails,
  TariffFields,
} from '@kwk/shared/catalogue/catalogue.schemas';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { agents } from '../../../modules/agents/agents.table.ts';
import {
  deviceTariffPairs,
  footnotes,
  productCategories,
  productRewards,
  products,
  rewards,
} from '../../../modules/catalogue/catalogue.table.ts';
import type { Db } from '../../client.ts';

/** A demo reward's validity: from the programme's start in 2025, with no end. */
export const FOREVER = { startdatum: '2025-01-01', enddatum: null, enddatumAnzeige: null };

/** A row as a file gives it: without the tenant, and without the columns the console sets. */
type Row<T extends PgTable, ConsoleOnly extends string = never> = Omit<
  T['$inferSelect'],
  'tenantId' | ConsoleOnly
>;

/** One tenant's product catalogue as a versioned file: every row the seed keeps for it. */
export interface CatalogueSeed {
  categories: Row<typeof productCategories>[];
  products: (Omit<Row<typeof products, 'aktiv'>, 'details'> & { details: Partial<TariffFields> })[];
  pairs: (Pick<DeviceTariffPair, 'Id' | 'HandyId' | 'TarifId'> & DeviceTariffPairDetails)[];
  rewards: Row<typeof rewards, 'aktiv'>[];
  /** [productId, rewardId] */
  productRewards: [number, number][];
  footnotes: Row<typeof footnotes>[];
  /** Agents a recommendation can go through (tenants with ModuleAgentRecommendation). */
  agents?: Row<typeof agents, 'foto' | 'fotoTyp'>[];
}

/** A product row with the defaults a file may leave out. */
export function product(
  row: Pick<Row<typeof products, 'aktiv'>, 'id' | 'externeId' | 'categoryId' | 'name' | 'anzeigeName'> &
    Partial<Pick<Row<typeof products, 'aktiv'>, 'position' | 'grafik' | 'sgrafik'>> & {
      details?: Partial<TariffFields>;
    },
): CatalogueSeed['products'][number] {
  return { position: 0, grafik: null, sgrafik: null, details: {}, ...row };
}

/**
 * Writes a tenant's catalogue from its file. Idempotent like the rest of the seed: rows equal to
 * the file are left alone, differing ones are written, rows the file no longer has are deleted,
 * and each of those counts as one change.
 */
export async function seedCatalogue(
  db: Db,
  tenantId: string,
  seed: CatalogueSeed | undefined,
): Promise<number> {
  if (!seed) return 0;
  let changed = 0;
  changed += await sync(db, productCategories, tenantId, ['id'], seed.categories);
  changed += await sync(db, products, tenantId, ['id'], seed.products);
  changed += await sync(
    db,
    deviceTariffPairs,
    tenantId,
    ['id'],
    seed.pairs.map(({ Id, HandyId, TarifId, ...details }) => ({
      id: Id,
      handyId: HandyId,
      tarifId: TarifId,
      details,
    })),
  );
  changed += await sync(db, rewards, tenantId, ['id'], seed.rewards);
  changed += await sync(
    db,
    productRewards,
    tenantId,
    ['productId', 'rewardId'],
    seed.productRewards.map(([productId, rewardId]) => ({ productId, rewardId })),
  );
  changed += await sync(db, footnotes, tenantId, ['id'], seed.footnotes);
  changed += await sync(db, agents, tenantId, ['externeId'], seed.agents ?? []);
  return changed;
}

/**
 * Makes the tenant's rows of `table` equal `rows`, compared in JS (jsonb key order and date
 * strings compare equal there), so only real differences are written.
 */
async function sync<T extends PgTable>(
  db: Db,
  table: T,
  tenantId: string,
  keys: string[],
  rows: Record<string, unknown>[],
): Promise<number> {
  const columns = getTableColumns(table) as unknown as Record<string, PgColumn>;
  const tenantColumn = columns.tenantId!;
  const keyOf = (row: Record<string, unknown>) => JSON.stringify(keys.map((k) => row[k]));
  const matchKey = (row: Record<string, unknown>): SQL =>
    and(eq(tenantColumn, tenantId), ...keys.map((k) => eq(columns[k]!, row[k])))!;

  const existing = new Map<string, Record<string, unknown>>();
  const found = (await db
    .select()
    .from(table as PgTable)
    .where(eq(tenantColumn, tenantId))) as Record<string, unknown>[];
  for (const row of found) existing.set(keyOf(row), row);

  const wanted = rows.map((row) => ({ tenantId, ...row }));
  // Only the columns the file names count: the others (an agent's photo, a product's active flag)
  // are the console's to set, and the seed leaves them as they are.
  const named = (row: Record<string, unknown>, like: Record<string, unknown>) =>
    row && Object.fromEntries(Object.keys(like).map((k) => [k, row[k]]));
  const changedRows = wanted.filter((row) => {
    const had = existing.get(keyOf(row));
    return !had || !isDeepStrictEqual(named(had, row), row);
  });
  const wantedKeys = new Set(wanted.map(keyOf));
  const extra = [...existing.entries()].filter(([key]) => !wantedKeys.has(key)).map(([, row]) => row);

  for (const row of extra) await db.delete(table).where(matchKey(row));
  if (changedRows.length > 0) {
    const given = new Set(changedRows.flatMap((row) => Object.keys(row)));
    const set = Object.fromEntries(
      Object.entries(columns)
        .filter(([name]) => name !== 'tenantId' && !keys.includes(name) && given.has(name))
        .map(([name, column]) => [name, sql.raw(`excluded.${column.name}`)]),
    );
    const insert = db.insert(table).values(changedRows as never);
    const target = [tenantColumn, ...keys.map((k) => columns[k]!)];
    // A link table (product_rewards) is all key: a row either exists or it does not.
    await (Object.keys(set).length > 0
      ? insert.onConflictDoUpdate({ target, set: set as never })
      : insert.onConflictDoNothing({ target }));
  }
  return changedRows.length + extra.length;
}
