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

/** The consent registry and the embedded goal counts; only this module writes them. */
export function createAnalyticsRepository({ db }: { db: Db }) {
  return {
    /** A tenant's registry in one language, in position order. */
    async categories(tenantId: string, language: string): Promise<CategoryRow[]> {
      return db
        .select({
          identifier: consentCategories.identifier,
          title: consentCategories.title,
          shortDescription: consentCategories.shortDescription,
          longDescription: consentCategories.longDescription,
          required: consentCategories.required,
          position: consentCategories.position,
        })
        .from(consentCategories)
        .where(and(eq(consentCategories.tenantId, tenantId), eq(consentCategories.language, language)))
        .orderBy(asc(consentCategories.position), asc(consentCategories.identifier));
    },

    /** Whether the tenant has a registry of its own (else the defaults are served). */
    async hasRegistry(tenantId: string): Promise<boolean> {
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(consentCategories)
        .where(eq(consentCategories.tenantId, tenantId))
        .limit(1);
      return rows.length > 0;
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
