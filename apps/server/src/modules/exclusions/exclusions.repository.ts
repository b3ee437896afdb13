import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exclusions } from './exclusions.table.ts';

export type ExclusionRow = typeof exclusions.$inferSelect;

export function createExclusionsRepository() {
  return {
    /** Whether any entry of the tenant's or of all tenants' lists names one of these values. */
    async matches(tx: Db, tenantId: string, values: { domains: string[]; kundennummern: string[] }) {
      const named: SQL[] = [];
      if (values.domains.length > 0)
        named.push(and(eq(exclusions.kind, 'domain'), inArray(exclusions.value, values.domains))!);
      if (values.kundennummern.length > 0)
        named.push(
          and(eq(exclusions.kind, 'kundennummer'), inArray(exclusions.value, values.kundennummern))!,
        );
      if (named.length === 0) return false;
      const [row] = await tx
        .select({ id: exclusions.id })
        .from(exclusions)
        .where(and(or(isNull(exclusions.tenantId), eq(exclusions.tenantId, tenantId)), or(...named)))
        .limit(1);
      return row !== undefined;
    },

    list: (tx: Db) =>
      tx
        .select()
        .from(exclusions)
        .orderBy(asc(exclusions.kind), asc(exclusions.value), asc(exclusions.createdAt)),

    /** Answers the new row, or nothing when the same entry exists for the same scope. */
    insert: async (tx: Db, row: typeof exclusions.$inferInsert) =>
      (await tx.insert(exclusions).values(row).onConflictDoNothing().returning())[0],

    remove: async (tx: Db, id: string) =>
      (await tx.delete(exclusions).where(eq(exclusions.id, id)).returning())[0],
  };
}

export type ExclusionsRepository = ReturnType<typeof createExclusionsRepository>;
