import { DEFAULT_CONSENT_CATEGORIES } from '@kwk/shared/analytics/consent-rules';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsGoalCounts, consentCategories } from './analytics.table.ts';

export interface CategoryRow {
  identifier: string;
  title: string;
  shortDescription: string;
  longDescription: string;
  required: boolean;
  position: number;
}

/** One stored row of the registry: a category in one language. */
export interface CategoryLanguageRow extends CategoryRow {
  language: string;
}

/** A category's texts in one language, as the console writes them. */
export interface CategoryTexts {
  title: string;
  shortDescription: string;
  longDescription: string;
}

const categoryColumns = {
  identifier: consentCategories.identifier,
  title: consentCategories.title,
  shortDescription: consentCategories.shortDescription,
  longDescription: consentCategories.longDescription,
  required: consentCategories.required,
  position: consentCategories.position,
};
const ofCategory = (tenantId: string, identifier: string) =>
  and(eq(consentCategories.tenantId, tenantId), eq(consentCategories.identifier, identifier));

/** The four default categories of spec §2 as a tenant's rows, in German and English (the seed's too). */
export const defaultCategoryRows = (tenantId: string) =>
  DEFAULT_CONSENT_CATEGORIES.flatMap((c) =>
    (['de', 'en'] as const).map((language) => ({
      tenantId,
      identifier: c.Identifier,
      language,
      title: c[language].Title,
      shortDescription: c[language].ShortDescription,
      longDescription: c[language].LongDescription,
      required: c.Required,
      position: c.Position,
    })),
  );

/** The consent registry and the embedded goal counts; only this module writes them. */
export function createAnalyticsRepository({ db }: { db: Db }) {
  return {
    /** Every row of a tenant's registry, each language, in position order (the console's view). */
    async allCategories(tenantId: string): Promise<CategoryLanguageRow[]> {
      return db
        .select({ ...categoryColumns, language: consentCategories.language })
        .from(consentCategories)
        .where(eq(consentCategories.tenantId, tenantId))
        .orderBy(asc(consentCategories.position), asc(consentCategories.identifier));
    },

    /**
     * Stores the four default categories for a tenant that is served them without rows, so the
     * console's first change edits them instead of replacing them; nothing for a tenant with rows.
     */
    async storeDefaults(tx: Db, tenantId: string): Promise<void> {
      const held = await tx
        .select({ one: sql<number>`1` })
        .from(consentCategories)
        .where(eq(consentCategories.tenantId, tenantId))
        .limit(1);
      if (held.length > 0) return;
      await tx.insert(consentCategories).values(defaultCategoryRows(tenantId)).onConflictDoNothing();
    },

    /** Removes a category in every language; answers whether it was there. */
    async deleteCategory(tx: Db, tenantId: string, identifier: string): Promise<boolean> {
      const gone = await tx
        .delete(consentCategories)
        .where(ofCategory(tenantId, identifier))
        .returning({ language: consentCategories.language });
      return gone.length > 0;
    },

    /**
     * Writes a category's rows, one per language given (a language left out has none). Answers
     * false, writing nothing, when `fresh` and the identifier is taken (the primary key decides, so
     * two operators adding the same identifier at once cannot both succeed).
     */
    async insertCategory(
      tx: Db,
      tenantId: string,
      category: {
        identifier: string;
        required: boolean;
        position: number;
        texts: Partial<Record<'de' | 'en', CategoryTexts>>;
      },
    ): Promise<boolean> {
      const rows = Object.entries(category.texts).map(([language, texts]) => ({
        tenantId,
        identifier: category.identifier,
        language,
        required: category.required,
        position: category.position,
        ...texts,
      }));
      const written = await tx
        .insert(consentCategories)
        .values(rows)
        .onConflictDoNothing()
        .returning({ language: consentCategories.language });
      return written.length === rows.length;
    },

    /** One more of the goal on the day, in one statement (concurrent counts queue on the row). */
    async count(tenantId: string, goal: string, day: string): Promise<void> {
      await db
        .insert(analyticsGoalCounts)
        .values({ tenantId, goal, day, count: 1 })
        .onConflictDoUpdate({
          target: [analyticsGoalCounts.tenantId, analyticsGoalCounts.goal, analyticsGoalCounts.day],
          set: { count: sql`${analyticsGoalCounts.count} + 1` },
        });
    },

    /** A tenant's counts per goal and day in a range of days (inclusive). */
    async counts(tenantId: string, from: string, to: string) {
      return db
        .select({
          day: analyticsGoalCounts.day,
          goal: analyticsGoalCounts.goal,
          count: analyticsGoalCounts.count,
        })
        .from(analyticsGoalCounts)
        .where(
          and(
            eq(analyticsGoalCounts.tenantId, tenantId),
            gte(analyticsGoalCounts.day, from),
            lte(analyticsGoalCounts.day, to),
          ),
        )
        .orderBy(asc(analyticsGoalCounts.day), asc(analyticsGoalCounts.goal));
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
