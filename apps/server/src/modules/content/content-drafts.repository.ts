import type { ContentDraftKind } from '@kwk/shared/content/content-drafts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentDrafts, contentPublications, type ReplacedEntry } from './content-drafts.table.ts';

export type ContentDraftRow = typeof contentDrafts.$inferSelect;
export type ContentPublicationRow = typeof contentPublications.$inferSelect;

/** The open content drafts of the tenants and the entries each publish replaced (decision 072). */
export function createContentDraftsRepository({ db }: { db: Db }) {
  return {
    /** The tenant's draft entries, all of them or of one kind (and language). */
    entries: (tenantId: string, kind?: ContentDraftKind, language?: string, tx: Db = db) =>
      tx
        .select()
        .from(contentDrafts)
        .where(
          and(
            eq(contentDrafts.tenantId, tenantId),
            kind ? eq(contentDrafts.kind, kind) : undefined,
            language === undefined ? undefined : eq(contentDrafts.language, language),
          ),
        )
        .orderBy(contentDrafts.kind, contentDrafts.language, contentDrafts.entryId),

    /** Writes one entry of the draft, replacing what the draft held for it. */
    put: async (tx: Db, row: ContentDraftRow) => {
      const { tenantId, kind, language, entryId, ...set } = row;
      await tx
        .insert(contentDrafts)
        .values(row)
        .onConflictDoUpdate({
          target: [contentDrafts.tenantId, contentDrafts.kind, contentDrafts.language, contentDrafts.entryId],
          set,
        });
    },

    /** Drops one entry from the draft; false when the draft had none. */
    drop: async (tx: Db, tenantId: string, kind: ContentDraftKind, language: string, entryId: string) =>
      (
        await tx
          .delete(contentDrafts)
          .where(
            and(
              eq(contentDrafts.tenantId, tenantId),
              eq(contentDrafts.kind, kind),
              eq(contentDrafts.language, language),
              eq(contentDrafts.entryId, entryId),
            ),
          )
          .returning({ id: contentDrafts.entryId })
      ).length > 0,

    /** Drops the tenant's whole draft. */
    dropAll: async (tx: Db, tenantId: string) => {
      await tx.delete(contentDrafts).where(eq(contentDrafts.tenantId, tenantId));
    },

    /** Keeps what a publish replaced, for a rollback. */
    pushPublication: async (tx: Db, row: Omit<ContentPublicationRow, 'id' | 'seq'>) => {
      await tx.insert(contentPublications).values(row);
    },

    /** The newest publish of the tenant: what a rollback undoes. */
    latestPublication: async (tenantId: string, tx: Db = db): Promise<ContentPublicationRow | undefined> =>
      (
        await tx
          .select()
          .from(contentPublications)
          .where(eq(contentPublications.tenantId, tenantId))
          .orderBy(desc(contentPublications.seq))
          .limit(1)
      )[0],

    deletePublication: async (tx: Db, id: string) => {
      await tx.delete(contentPublications).where(eq(contentPublications.id, id));
    },
  };
}

export type ContentDraftsRepository = ReturnType<typeof createContentDraftsRepository>;
export type { ReplacedEntry };
