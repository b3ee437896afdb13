import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/** Bytes as `bytea`: node-postgres answers a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const tenantRef = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/**
 * Content blocks of the portal's own content store (issue 16): a titled text per tenant, language
 * and id. Ids are chosen by the pages (`hero`, `offer`, `step-1` …), not generated.
 */
export const cmsBlocks = pgTable(
  'cms_blocks',
  {
    tenantId: tenantRef(),
    language: text('language').notNull(),
    blockId: text('block_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.language, t.blockId] })],
);

/**
 * FAQs per tenant and language. The id is text so the seed can name its items (stable across
 * runs) and one FAQ keeps its id across languages; the console gives new ones a random UUID.
 */
export const cmsFaqs = pgTable(
  'cms_faqs',
  {
    tenantId: tenantRef(),
    language: text('language').notNull(),
    faqId: text('faq_id').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    groupName: text('group_name').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.language, t.faqId] })],
);

/** Footnotes (spec §3: Id, Identifier, Titel, Gruppe, Inhalt) per tenant and language. */
export const cmsFootnotes = pgTable(
  'cms_footnotes',
  {
    tenantId: tenantRef(),
    language: text('language').notNull(),
    footnoteId: text('footnote_id').notNull(),
    identifier: text('identifier').notNull(),
    titel: text('titel').notNull(),
    gruppe: text('gruppe').notNull().default(''),
    inhalt: text('inhalt').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.language, t.footnoteId] }),
    index('cms_footnotes_identifier_idx').on(t.tenantId, t.identifier),
  ],
);

/**
 * Image variants, addressed by the SHA-256 of their bytes: a URL never changes its answer, so it
 * may be cached for a year. Kept per tenant so one tenant's URL never serves another's image.
 */
export const cmsImages = pgTable(
  'cms_images',
  {
    tenantId: tenantRef(),
    hash: text('hash').notNull(),
    /** 'webp' or 'jpeg'. */
    format: text('format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.hash] })],
);

/** One breakpoint's variant pair as stored: sizes and the two images' hashes. */
export interface StoredKeyVisualSource {
  width: number;
  height: number;
  webp: string;
  jpeg: string;
}

/** Key visuals: the alt texts and, per breakpoint, the variants in cms_images. */
export const cmsKeyVisuals = pgTable(
  'cms_key_visuals',
  {
    tenantId: tenantRef(),
    visualId: text('visual_id').notNull(),
    altDe: text('alt_de').notNull(),
    altEn: text('alt_en').notNull(),
    originalWidth: integer('original_width').notNull(),
    originalHeight: integer('original_height').notNull(),
    // The focal point the variants were cut around, in percent (coverCut); the centre for older rows.
    focusX: integer('focus_x').notNull().default(50),
    focusY: integer('focus_y').notNull().default(50),
    sources: jsonb('sources').$type<Record<'xl' | 'lg' | 'md' | 'sm', StoredKeyVisualSource>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.visualId] })],
);
