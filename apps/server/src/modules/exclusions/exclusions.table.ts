import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * The exclusion list (spec §6: employees, sales partners and service providers of the brand do not
 * take part). An entry names an e-mail domain (kept lower case without `@`; its subdomains count
 * too) or a customer number (kept upper case), for one tenant or, with no tenant, for all. Sign-up,
 * recommending and the recipient's confirmation ask the list before they write anything.
 */
export const exclusions = pgTable(
  'exclusions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null: the entry holds for every tenant. */
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['domain', 'kundennummer'] }).notNull(),
    value: text('value').notNull(),
    note: text('note').notNull().default(''),
    /** The operator who added it. */
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One entry per value and scope; "all tenants" (null) is one scope too.
    unique('exclusions_entry_uq').on(t.tenantId, t.kind, t.value).nullsNotDistinct(),
    index('exclusions_value_idx').on(t.kind, t.value),
  ],
);
