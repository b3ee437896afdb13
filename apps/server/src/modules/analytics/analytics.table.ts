import { boolean, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * A tenant's consent registry (spec §3 "Consent category"): one row per category and language.
 * The identifier is what the consent cookie stores; seeded with the four categories of spec §2.
 */
export const consentCategories = pgTable(
  'consent_categories',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull(),
    longDescription: text('long_description').notNull(),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.identifier, t.language] })],
);

/**
 * Goal events the portal counted itself, for a tenant with no tracking endpoint (spec §7): how
 * many per goal and Berlin day. Nothing about the visitor is kept, only the count.
 */
export const analyticsGoalCounts = pgTable(
  'analytics_goal_counts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    goal: text('goal').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.goal, t.day] })],
);
