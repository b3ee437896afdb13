import type { ContentEntryValue } from '@kwk/shared/content/content-drafts';
import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/** One live entry as it was before a publish: what a rollback writes back (null: it did not exist). */
export interface ReplacedEntry {
  kind: string;
  language: string;
  entryId: string;
  value: ContentEntryValue | null;
}

/**
 * Content drafts (decision 072): per tenant, content kind (`block`, `faq`, `footnote`,
 * `variables`, `keyvisual`), language (empty for the key visual) and entry (a block's, FAQ's or
 * footnote's id, a variable set's name, the key visual's id) the value publishing writes live;
 * null deletes the entry. Together the rows are the tenant's one open content draft.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    entryId: text('entry_id').notNull(),
    value: jsonb('value').$type<ContentEntryValue | null>(),
    updatedBy: uuid('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind, t.language, t.entryId] })],
);

/**
 * One publish of a tenant's content draft: the live entries it replaced, so a rollback can restore
 * them (the newest first; a rollback removes its row, so a second one goes one further back).
 */
export const contentPublications = pgTable(
  'content_publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    replaced: jsonb('replaced').$type<ReplacedEntry[]>().notNull(),
    publishedBy: uuid('published_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** The order of publishes, also within one clock tick. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('content_publications_tenant_idx').on(t.tenantId, t.seq)],
);
