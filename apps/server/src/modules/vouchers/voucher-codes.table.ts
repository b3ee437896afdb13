import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * A tenant's voucher codes of one value (issue 15). The code is kept only sealed with the app's key
 * (lib/secret-box) and as a keyed hash, unique per tenant, so a code cannot be imported twice and
 * the database holds no code in the clear. A code is free until the issue job gives it to one
 * reward credit (`issued_credit_id`, unique: no reward gets two codes).
 */
export const voucherCodes = pgTable(
  'voucher_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    cents: integer('cents').notNull(),
    codeSealed: text('code_sealed').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The import the code came with (its audit entry names it). */
    importId: uuid('import_id').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
    /**
     * The order codes went in: an import's rows are inserted in the file's order, so with
     * `imported_at` it makes "oldest first" exact — the earliest import first, within one import
     * the file's order (the random `id` would shuffle a file, and two imports in the same instant).
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** The reward credit (lifecycle's `reward_credits`) the code went to; no foreign key: the code stays spent. */
    issuedCreditId: uuid('issued_credit_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('voucher_codes_hash_uq').on(t.tenantId, t.codeHash),
    uniqueIndex('voucher_codes_credit_uq').on(t.issuedCreditId),
    // The free codes of a pool in import order: what the issue job takes and the stock counts.
    index('voucher_codes_free_idx')
      .on(t.tenantId, t.cents, t.importedAt, t.seq)
      .where(sql`issued_credit_id is null`),
  ],
);

/**
 * A pool: a tenant's codes of one value, made by its first import. It keeps the pool's own stock
 * alert threshold (null: the configured default) and when the alert was mailed, so a crossing
 * below the threshold is mailed once; an import that lifts the stock to the threshold clears it.
 * What a person needs to use its codes (issue 30, item 5): the shop or brand they are for, until
 * when they are valid (the CSV carries one code a line and no expiry: the delivery's date holds for
 * the pool), and how to redeem them, German and English, with an optional https link. Null: not
 * given yet (pools from before); the portal then names the tenant's brand and leaves the rest out,
 * and the console lists what is missing. The value is the pool's key `cents`, the reward's amount.
 */
export const voucherPools = pgTable(
  'voucher_pools',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    cents: integer('cents').notNull(),
    alertBelow: integer('alert_below'),
    alertMailedAt: timestamp('alert_mailed_at', { withTimezone: true }),
    shopName: text('shop_name'),
    validUntil: date('valid_until', { mode: 'string' }),
    redeemDe: text('redeem_de'),
    redeemEn: text('redeem_en'),
    redeemUrl: text('redeem_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.cents] })],
);
