import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type TenantBrand, type TenantSettings, tenants } from './tenants.table.ts';

export type TenantRow = typeof tenants.$inferSelect;

export function createTenantsRepository({ db }: { db: Db }) {
  return {
    listAll: (tx: Db = db): Promise<TenantRow[]> =>
      tx.select().from(tenants).orderBy(tenants.createdAt, tenants.key),

    byKey: async (tx: Db, key: string): Promise<TenantRow | undefined> =>
      (await tx.select().from(tenants).where(eq(tenants.key, key)))[0],

    byId: async (tx: Db, id: string): Promise<TenantRow | undefined> =>
      (await tx.select().from(tenants).where(eq(tenants.id, id)))[0],

    /** A new tenant; undefined when the key is taken (the unique index decides, not a read before). */
    insert: async (
      tx: Db,
      row: { key: string; hosts: string[]; settings: TenantSettings; brand: TenantBrand; at: Date },
    ): Promise<TenantRow | undefined> =>
      (
        await tx
          .insert(tenants)
          .values({ ...row, createdAt: row.at, updatedAt: row.at })
          .onConflictDoNothing({ target: tenants.key })
          .returning()
      )[0],

    /**
     * Saves the configuration if the row is still at `version` (optimistic concurrency): the row
     * with its new version, or undefined when someone saved in between.
     */
    update: async (
      tx: Db,
      key: string,
      version: number,
      change: { hosts: string[]; settings: TenantSettings; brand: TenantBrand; at: Date },
    ): Promise<TenantRow | undefined> =>
      (
        await tx
          .update(tenants)
          .set({
            hosts: change.hosts,
            settings: change.settings,
            brand: change.brand,
            updatedAt: change.at,
            version: sql`${tenants.version} + 1`,
          })
          .where(and(eq(tenants.key, key), eq(tenants.version, version)))
          .returning()
      )[0],
  };
}

export type TenantsRepository = ReturnType<typeof createTenantsRepository>;
