import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';
import { referrers } from './referrers.table.ts';

/**
 * A referrer's stored bank account (Meine Daten, ModuleStoringBankdata): the IBAN sealed with the
 * app's key, a keyed hash of it for the self-referral rule, and the BIC where it can be derived.
 * Deleting the account deletes it.
 */
export const referrerBankData = pgTable('referrer_bank_data', {
  referrerId: uuid('referrer_id')
    .primaryKey()
    .references(() => referrers.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  holder: text('holder').notNull(),
  ibanSealed: text('iban_sealed').notNull(),
  ibanIdentity: text('iban_identity').notNull(),
  bic: text('bic'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
