import { boolean, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/** Per-tenant text overrides by language (GET content/getlanguagecontent/{iso}). */
export const tenantTexts = pgTable(
  'tenant_texts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.language, t.key] })],
);

/**
 * CMS variables: name/value pairs grouped in sets (`default` is what GET content/variables/ answers),
 * per language (`de`, `en`). The rows from before languages are the German ones; an English value
 * missing falls back to the German one of the same name (decision 026).
 */
export const contentVariables = pgTable(
  'content_variables',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    setName: text('set_name').notNull(),
    language: text('language').notNull().default('de'),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.setName, t.language, t.name] })],
);

/** Campaigns (Aktionen) shown with the recommendation form while active. */
export const campaigns = pgTable(
  'campaigns',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    aktionsId: integer('aktions_id').notNull(),
    titel: text('titel').notNull(),
    text: text('text').notNull(),
    rechtsText: text('rechts_text').notNull(),
    /** The campaign asks for explicit consent (a checkbox next to the form). */
    zustimmung: boolean('zustimmung').notNull().default(false),
    /** Extra reward per successful recommendation made while it runs (Campaign.BonusCent). */
    bonusCent: integer('bonus_cent').notNull().default(0),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.aktionsId] })],
);
