import { and, asc, eq, gte, inArray, isNull, like, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns, contentVariables, tenantTexts } from './content.table.ts';

export function createContentRepository({ db }: { db: Db }) {
  return {
    variables: (tenantId: string, setName: string, names?: string[]) =>
      db
        .select({ Name: contentVariables.name, Value: contentVariables.value })
        .from(contentVariables)
        .where(
          and(
            eq(contentVariables.tenantId, tenantId),
            eq(contentVariables.setName, setName),
            names ? inArray(contentVariables.name, names) : undefined,
          ),
        )
        .orderBy(asc(contentVariables.name)),

    /** The tenant's texts of a language by key; with `keyPrefix` only the keys starting with it. */
    texts: async (
      tenantId: string,
      language: string,
      keyPrefix?: string,
    ): Promise<Record<string, string>> => {
      const rows = await db
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
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
