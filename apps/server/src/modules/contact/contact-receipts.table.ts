import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many receipts of the contact form went to one address on one (UTC) day, so the form cannot
 * be used to mail anyone over and over. The address is kept only as a keyed hash of its identity;
 * the counts are not per tenant, as a relay would otherwise spread over the tenants.
 */
export const contactReceiptCounts = pgTable(
  'contact_receipt_counts',
  {
    addressHash: text('address_hash').notNull(),
    day: date('day').notNull(),
    sent: integer('sent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.addressHash, t.day] }), index('contact_receipt_counts_day_idx').on(t.day)],
);
