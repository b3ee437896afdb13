import type { CmsLanguage, KeyVisualBreakpoint } from '@kwk/shared/content/cms.schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cmsBlocks,
  cmsFaqs,
  cmsFootnotes,
  cmsImages,
  cmsKeyVisuals,
  type StoredKeyVisualSource,
} from './cms.table.ts';
import type { ImageVariant } from './key-visual-images.ts';

export type BlockRow = typeof cmsBlocks.$inferSelect;
export type FaqRow = typeof cmsFaqs.$inferSelect;
export type FootnoteRow = typeof cmsFootnotes.$inferSelect;
export type KeyVisualRow = typeof cmsKeyVisuals.$inferSelect;

/** The stored per-breakpoint sources of a set of variants (each breakpoint has a webp and a jpeg). */
export function sourcesOf(variants: ImageVariant[]): Record<KeyVisualBreakpoint, StoredKeyVisualSource> {
  const out = {} as Record<KeyVisualBreakpoint, StoredKeyVisualSource>;
  for (const v of variants) {
    const s = out[v.breakpoint] ?? { width: v.width, height: v.height, webp: '', jpeg: '' };
    s[v.format] = v.hash;
    out[v.breakpoint] = s;
  }
  return out;
}

/** The `cms_images` rows of a key visual's variants, content-addressed by their hash. */
export function imageRowsOf(tenantId: string, variants: ImageVariant[]) {
  return variants.map((v) => ({
    tenantId,
    hash: v.hash,
    format: v.format,
    width: v.width,
    height: v.height,
    bytes: v.bytes,
  }));
}

/** The portal's own content store (issue 16): blocks, FAQs, footnotes, key visuals and their images. */
export function createCmsRepository({ db }: { db: Db }) {
  return {
    blocks: (tenantId: string, language: CmsLanguage, tx: Db = db) =>
      tx
        .select()
        .from(cmsBlocks)
        .where(and(eq(cmsBlocks.tenantId, tenantId), eq(cmsBlocks.language, language)))
        .orderBy(asc(cmsBlocks.blockId)),

    upsertBlock: async (
      tx: Db,
      row: { tenantId: string; language: CmsLanguage; blockId: string; title: string; body: string },
    ) => {
      const [saved] = await tx
        .insert(cmsBlocks)
        .values(row)
        .onConflictDoUpdate({
          target: [cmsBlocks.tenantId, cmsBlocks.language, cmsBlocks.blockId],
          set: { title: row.title, body: row.body, updatedAt: sql`now()` },
        })
        .returning();
      return saved!;
    },

    deleteBlock: async (tx: Db, tenantId: string, language: CmsLanguage, blockId: string) =>
      (
        await tx
          .delete(cmsBlocks)
          .where(
            and(
              eq(cmsBlocks.tenantId, tenantId),
              eq(cmsBlocks.language, language),
              eq(cmsBlocks.blockId, blockId),
            ),
          )
          .returning({ id: cmsBlocks.blockId })
      ).length > 0,

    faqs: (tenantId: string, language: CmsLanguage, tx: Db = db) =>
      tx
        .select()
        .from(cmsFaqs)
        .where(and(eq(cmsFaqs.tenantId, tenantId), eq(cmsFaqs.language, language)))
        .orderBy(asc(cmsFaqs.groupName), asc(cmsFaqs.position), asc(cmsFaqs.faqId)),

    upsertFaq: async (tx: Db, row: typeof cmsFaqs.$inferInsert) => {
      const [saved] = await tx
        .insert(cmsFaqs)
        .values(row)
        .onConflictDoUpdate({
          target: [cmsFaqs.tenantId, cmsFaqs.language, cmsFaqs.faqId],
          set: {
            question: row.question,
            answer: row.answer,
            groupName: row.groupName,
            position: row.position,
          },
        })
        .returning();
      return saved!;
    },

    deleteFaq: async (tx: Db, tenantId: string, language: CmsLanguage, faqId: string) =>
      (
        await tx
          .delete(cmsFaqs)
          .where(
            and(eq(cmsFaqs.tenantId, tenantId), eq(cmsFaqs.language, language), eq(cmsFaqs.faqId, faqId)),
          )
          .returning({ id: cmsFaqs.faqId })
      ).length > 0,

    footnotes: (tenantId: string, language: CmsLanguage, tx: Db = db) =>
      tx
        .select()
        .from(cmsFootnotes)
        .where(and(eq(cmsFootnotes.tenantId, tenantId), eq(cmsFootnotes.language, language)))
        .orderBy(asc(cmsFootnotes.identifier), asc(cmsFootnotes.footnoteId)),

    upsertFootnote: async (tx: Db, row: typeof cmsFootnotes.$inferInsert) => {
      const [saved] = await tx
        .insert(cmsFootnotes)
        .values(row)
        .onConflictDoUpdate({
          target: [cmsFootnotes.tenantId, cmsFootnotes.language, cmsFootnotes.footnoteId],
          set: { identifier: row.identifier, titel: row.titel, gruppe: row.gruppe, inhalt: row.inhalt },
        })
        .returning();
      return saved!;
    },

    deleteFootnote: async (tx: Db, tenantId: string, language: CmsLanguage, footnoteId: string) =>
      (
        await tx
          .delete(cmsFootnotes)
          .where(
            and(
              eq(cmsFootnotes.tenantId, tenantId),
              eq(cmsFootnotes.language, language),
              eq(cmsFootnotes.footnoteId, footnoteId),
            ),
          )
          .returning({ id: cmsFootnotes.footnoteId })
      ).length > 0,

    keyVisual: async (tenantId: string, visualId: string, tx: Db = db): Promise<KeyVisualRow | undefined> =>
      (
        await tx
          .select()
          .from(cmsKeyVisuals)
          .where(and(eq(cmsKeyVisuals.tenantId, tenantId), eq(cmsKeyVisuals.visualId, visualId)))
      )[0],

    /**
     * Stores a key visual's variants, content-addressed (an image already stored keeps its row).
     * Stored images are not live: only a key visual row pointing at them shows them (decision 072).
     */
    storeImages: async (tx: Db, tenantId: string, variants: ImageVariant[]) => {
      await tx.insert(cmsImages).values(imageRowsOf(tenantId, variants)).onConflictDoNothing();
    },

    /** Points the live key visual at stored variants, with its alt texts and focal point, whole. */
    putKeyVisual: async (tx: Db, values: Omit<KeyVisualRow, 'updatedAt'>) => {
      const { tenantId, visualId, ...set } = values;
      await tx
        .insert(cmsKeyVisuals)
        .values(values)
        .onConflictDoUpdate({
          target: [cmsKeyVisuals.tenantId, cmsKeyVisuals.visualId],
          set: { ...set, updatedAt: sql`now()` },
        });
    },

    deleteKeyVisual: async (tx: Db, tenantId: string, visualId: string) => {
      await tx
        .delete(cmsKeyVisuals)
        .where(and(eq(cmsKeyVisuals.tenantId, tenantId), eq(cmsKeyVisuals.visualId, visualId)));
    },

    /**
     * One stored image of the tenant. Old variants stay after a new upload: a page cached before
     * it may still ask for them, and their URLs promised a year.
     */
    image: async (tenantId: string, hash: string) =>
      (
        await db
          .select({ format: cmsImages.format, bytes: cmsImages.bytes })
          .from(cmsImages)
          .where(and(eq(cmsImages.tenantId, tenantId), eq(cmsImages.hash, hash)))
      )[0],
  };
}
export type CmsRepository = ReturnType<typeof createCmsRepository>;
