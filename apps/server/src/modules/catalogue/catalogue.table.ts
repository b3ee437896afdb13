import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** Product categories (Produktkategorie): what the start page lets a referrer choose from. */
export const productCategories = pgTable(
  'product_categories',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    quelle: text('quelle').notNull(),
    kategorie: text('kategorie').notNull(),
    position: integer('position').notNull().default(0),
    /** Image file names under the tenant's asset folder. */
    grafik: text('grafik'),
    icon: text('icon'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/**
 * Products and tariffs. The tariff sample fields of spec §3 (Kategorie DP/TP, Young, Hybrid,
 * Gruppe, Klasse, prices in cents, Beschreibung1–4, Provision, …) live in `details`, named as there.
 */
export const products = pgTable(
  'products',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    externeId: text('externe_id').notNull(),
    categoryId: integer('category_id').notNull(),
    name: text('name').notNull(),
    anzeigeName: text('anzeige_name').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    position: integer('position').notNull().default(0),
    grafik: text('grafik'),
    sgrafik: text('sgrafik'),
    /** Set off in the console: the tenant's pages leave the product out; referrals made keep it (issue 14). */
    aktiv: boolean('aktiv').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('products_category_idx').on(t.tenantId, t.categoryId),
  ],
);

/** Mobile device–tariff pairs (spec §3), their fields in `details` as named there. */
export const deviceTariffPairs = pgTable(
  'device_tariff_pairs',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    handyId: integer('handy_id').notNull(),
    tarifId: integer('tarif_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('pairs_tariff_idx').on(t.tenantId, t.tarifId)],
);

/** Rewards (Prämien): value in cents, display text, validity. */
export const rewards = pgTable(
  'rewards',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    wert: text('wert').notNull(),
    wertCent: integer('wert_cent').notNull(),
    /** Text with the placeholders {deal}, {end}, {start}, {value}. */
    text: text('text').notNull().default(''),
    art: text('art', { enum: ['bar', 'gutschein'] })
      .notNull()
      .default('bar'),
    startdatum: date('startdatum').notNull(),
    enddatum: date('enddatum'),
    enddatumAnzeige: date('enddatum_anzeige'),
    /** Set off in the console: no product earns the reward any more, whatever its dates (issue 14). */
    aktiv: boolean('aktiv').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** Which rewards a product earns. */
export const productRewards = pgTable(
  'product_rewards',
  {
    tenantId: tenantId(),
    productId: integer('product_id').notNull(),
    rewardId: integer('reward_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.productId, t.rewardId] })],
);

/** Footnotes (Fussnoten) referenced by products. */
export const footnotes = pgTable(
  'footnotes',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    identifier: text('identifier').notNull(),
    titel: text('titel').notNull(),
    gruppe: text('gruppe').notNull(),
    inhalt: text('inhalt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);
