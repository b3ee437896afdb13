import type { CmsLanguage } from '@kwk/shared/content/cms.schemas';
import { and, asc, eq, gte, inArray, isNull, like, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns, contentVariables, tenantTexts } from './content.table.ts';

export type CampaignRow = typeof campaigns.$inferSelect;

/** The rows of one variable set in one language. */
const variableSet = (tenantId: string, setName: string, language: CmsLanguage) =>
  and(
    eq(contentVariables.tenantId, tenantId),
    eq(contentVariables.setName, setName),
    eq(contentVariables.language, language),
  );

export function createContentRepository({ db }: { db: Db }) {
  return {
    /**
     * A variable set in a language: each name's value in that language, else its German one
     * (decision 026), ordered by name; with `names` only those.
     */
    variables: async (
      tenantId: string,
      setName: string,
      language: CmsLanguage,
      names?: string[],
    ): Promise<{ Name: string; Value: string }[]> => {
      const rows = await db
        .select({
          Name: contentVariables.name,
          Value: contentVariables.value,
          language: contentVariables.language,
        })
        .from(contentVariables)
        .where(
          and(
            eq(contentVariables.tenantId, tenantId),
            eq(contentVariables.setName, setName),
            inArray(contentVariables.language, [...new Set<string>([language, 'de'])]),
            names ? inArray(contentVariables.name, names) : undefined,
          ),
        )
        .orderBy(asc(contentVariables.name));
      const byName = new Map<string, string>();
      for (const r of rows) if (r.language === language || !byName.has(r.Name)) byName.set(r.Name, r.Value);
      return [...byName].map(([Name, Value]) => ({ Name, Value }));
    },

    /** A variable set's own rows in one language, without the German filling gaps (the console's view). */
    variablesIn: (tenantId: string, setName: string, language: CmsLanguage, tx: Db = db) =>
      tx
        .select({ Name: contentVariables.name, Value: contentVariables.value })
        .from(contentVariables)
        .where(variableSet(tenantId, setName, language))
        .orderBy(asc(contentVariables.name)),

    /** The tenant's texts of a language by key; with `keyPrefix` only the keys starting with it. */
    texts: async (
      tenantId: string,
      language: string,
      keyPrefix?: string,
      tx: Db = db,
    ): Promise<Record<string, string>> => {
      const rows = await tx
        .select({ key: tenantTexts.key, value: tenantTexts.value })
        .from(tenantTexts)
        .where(
          and(
            eq(tenantTexts.tenantId, tenantId),
            eq(tenantTexts.language, language),
            keyPrefix ? like(tenantTexts.key, `${keyPrefix}%`) : undefined,
          ),
        );
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },

    /** Replaces every text of a tenant in a language (the console's text editor saves them whole). */
    replaceTexts: async (tx: Db, tenantId: string, language: string, texts: Record<string, string>) => {
      await tx
        .delete(tenantTexts)
        .where(and(eq(tenantTexts.tenantId, tenantId), eq(tenantTexts.language, language)));
      const rows = Object.entries(texts).map(([key, value]) => ({ tenantId, language, key, value }));
      if (rows.length > 0) await tx.insert(tenantTexts).values(rows);
    },

    /** Replaces a variable set of one language whole (the console's variable editor saves it so). */
    replaceVariables: async (
      tx: Db,
      tenantId: string,
      setName: string,
      language: CmsLanguage,
      vars: { Name: string; Value: string }[],
    ) => {
      await tx.delete(contentVariables).where(variableSet(tenantId, setName, language));
      const rows = vars.map((v) => ({ tenantId, setName, language, name: v.Name, value: v.Value }));
      if (rows.length > 0) await tx.insert(contentVariables).values(rows);
    },

    /** Campaigns running on `today` (YYYY-MM-DD): started, and not ended before today. */
    activeCampaigns: (tenantId: string, today: string) =>
      db
        .select()
        .from(campaigns)
        .where(
          and(
            eq(campaigns.tenantId, tenantId),
            lte(campaigns.startsOn, today),
            or(isNull(campaigns.endsOn), gte(campaigns.endsOn, today)),
          ),
        )
        .orderBy(asc(campaigns.aktionsId)),

    /** Every campaign of the tenant, ended and future ones too (the console's list). */
    campaigns: (tenantId: string, tx: Db = db) =>
      tx.select().from(campaigns).where(eq(campaigns.tenantId, tenantId)).orderBy(asc(campaigns.aktionsId)),

    /** Writes a tenant text of a language; null or empty removes it (the German then shows). */
    async setText(tx: Db, tenantId: string, language: string, key: string, value: string | null) {
      if (!value) {
        await tx
          .delete(tenantTexts)
          .where(
            and(
              eq(tenantTexts.tenantId, tenantId),
              eq(tenantTexts.language, language),
              eq(tenantTexts.key, key),
            ),
          );
        return;
      }
      await tx
        .insert(tenantTexts)
        .values({ tenantId, language, key, value })
        .onConflictDoUpdate({
          target: [tenantTexts.tenantId, tenantTexts.language, tenantTexts.key],
          set: { value },
        });
    },

    /** One campaign of the tenant, locked for a change that compares it (a money approval). */
    campaignForUpdate: async (
      tx: Db,
      tenantId: string,
      aktionsId: number,
    ): Promise<CampaignRow | undefined> =>
      (
        await tx
          .select()
          .from(campaigns)
          .where(and(eq(campaigns.tenantId, tenantId), eq(campaigns.aktionsId, aktionsId)))
          .for('update')
      )[0],

    /** Adds a campaign under the tenant's next number. */
    async insertCampaign(tx: Db, row: Omit<CampaignRow, 'aktionsId'>): Promise<CampaignRow> {
      const [next] = await tx
        .select({ id: sql<number>`coalesce(max(${campaigns.aktionsId}), 0) + 1`.mapWith(Number) })
        .from(campaigns)
        .where(eq(campaigns.tenantId, row.tenantId));
      const [inserted] = await tx
        .insert(campaigns)
        .values({ ...row, aktionsId: next!.id })
        .returning();
      return inserted!;
    },

    updateCampaign: async (
      tx: Db,
      tenantId: string,
      aktionsId: number,
      set: Omit<CampaignRow, 'tenantId' | 'aktionsId'>,
    ): Promise<CampaignRow | undefined> =>
      (
        await tx
          .update(campaigns)
          .set(set)
          .where(and(eq(campaigns.tenantId, tenantId), eq(campaigns.aktionsId, aktionsId)))
          .returning()
      )[0],

    deleteCampaign: async (tx: Db, tenantId: string, aktionsId: number): Promise<boolean> =>
      (
        await tx
          .delete(campaigns)
          .where(and(eq(campaigns.tenantId, tenantId), eq(campaigns.aktionsId, aktionsId)))
          .returning({ n: campaigns.aktionsId })
      ).length > 0,
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

/**
 * What other modules may call of the tenants' texts (issue 28), as `content`: read a tenant's
 * texts (the mails', the catalogue's) and set one in the caller's transaction (the catalogue's English).
 */
export const CONTENT_RECORDS = ['texts', 'setText'] as const;
export type ContentRecords = Pick<ContentRepository, (typeof CONTENT_RECORDS)[number]>;
