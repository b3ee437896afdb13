import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** The reward credit (lifecycle's `reward_credits`) the code went to; no foreign key: the code stays spent. */
    issuedCreditId: uuid('issued_credit_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('voucher_codes_hash_uq').on(t.tenantId, t.codeHash),
    uniqueIndex('voucher_codes_credit_uq').on(t.issuedCreditId),
    // The free codes of a pool in import order: what the issue job takes and the stock counts.
    index('voucher_codes_free_idx')
      .on(t.tenantId, t.cents, t.importedAt)
      .where(sql`issued_credit_id is null`),
  ],
);

/**
 * A pool: a tenant's codes of one value, made by its first import. It keeps the pool's own stock
 * alert threshold (null: the configured default) and when the alert was mailed, so a crossing
 * below the threshold is mailed once; an import that lifts the stock to the threshold clears it.
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.cents] })],
);
