import type { TenantTextSets } from '@kwk/shared/operator/tenant-texts.schemas';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type TenantBrand,
  type TenantSettings,
  tenantConfigDrafts,
  tenantConfigHistory,
  tenantPreviewTokens,
} from './tenants.table.ts';

export type TenantDraftRow = typeof tenantConfigDrafts.$inferSelect;
export type TenantHistoryRow = typeof tenantConfigHistory.$inferSelect;

interface Config {
  hosts: string[];
  settings: TenantSettings;
  brand: TenantBrand;
  /** The live texts a publish replaced (decision 072); null when it published none. */
  texts?: TenantTextSets | null;
}

/** Drafts, replaced configurations and preview tokens of the tenants (decision 065). */
export function createTenantDraftsRepository() {
  return {
    draft: async (tx: Db, tenantId: string): Promise<TenantDraftRow | undefined> =>
      (await tx.select().from(tenantConfigDrafts).where(eq(tenantConfigDrafts.tenantId, tenantId)))[0],

    /**
     * Writes the tenant's one draft, replacing an open one; its drafted texts stay unless `texts`
     * is given (a configuration save leaves them out, a texts save sets them).
     */
    saveDraft: async (
      tx: Db,
      row: Omit<TenantDraftRow, 'texts'> & { texts?: TenantTextSets | null },
    ): Promise<TenantDraftRow> => {
      const { tenantId, ...rest } = row;
      const [saved] = await tx
        .insert(tenantConfigDrafts)
        .values(row)
        .onConflictDoUpdate({ target: tenantConfigDrafts.tenantId, set: rest })
        .returning();
      return saved!;
    },

    /** Removes the open draft; false when there was none. */
    deleteDraft: async (tx: Db, tenantId: string): Promise<boolean> =>
      (
        await tx
          .delete(tenantConfigDrafts)
          .where(eq(tenantConfigDrafts.tenantId, tenantId))
          .returning({ id: tenantConfigDrafts.tenantId })
      ).length > 0,

    /** Keeps a configuration a publish replaces. */
    pushHistory: async (tx: Db, tenantId: string, version: number, config: Config, at: Date) => {
      await tx.insert(tenantConfigHistory).values({ tenantId, version, ...config, replacedAt: at });
    },

    /** The newest replaced configuration: what a rollback restores. */
    latestHistory: async (tx: Db, tenantId: string): Promise<TenantHistoryRow | undefined> =>
      (
        await tx
          .select()
          .from(tenantConfigHistory)
          .where(eq(tenantConfigHistory.tenantId, tenantId))
          .orderBy(desc(tenantConfigHistory.replacedAt), desc(tenantConfigHistory.version))
          .limit(1)
      )[0],

    deleteHistory: async (tx: Db, id: string) => {
      await tx.delete(tenantConfigHistory).where(eq(tenantConfigHistory.id, id));
    },

    /** Stores a new preview token's hash; expired ones go at the same time. */
    insertPreviewToken: async (
      tx: Db,
      row: { tokenHash: string; tenantId: string; operatorId: string; expiresAt: Date },
      now: Date,
    ) => {
      await tx.delete(tenantPreviewTokens).where(lt(tenantPreviewTokens.expiresAt, now));
      await tx.insert(tenantPreviewTokens).values(row);
    },

    /** The tenant a token (by its hash) opens, if it is still valid. */
    previewTenantId: async (db: Db, tokenHash: string, now: Date): Promise<string | undefined> =>
      (
        await db
          .select({ tenantId: tenantPreviewTokens.tenantId })
          .from(tenantPreviewTokens)
          .where(and(eq(tenantPreviewTokens.tokenHash, tokenHash), gt(tenantPreviewTokens.expiresAt, now)))
      )[0]?.tenantId,
  };
}

export type TenantDraftsRepository = ReturnType<typeof createTenantDraftsRepository>;
