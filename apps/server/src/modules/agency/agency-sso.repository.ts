import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencyIdentityProviders, agencySsoRequests } from './agency.table.ts';

export type IdentityProviderRow = typeof agencyIdentityProviders.$inferSelect;
export type SsoRequestRow = typeof agencySsoRequests.$inferSelect;

/** The tenants' identity providers and the sign-ins started with them (agency_sso_requests). */
export function createAgencySsoRepository() {
  return {
    providerOf: async (db: Db, tenantId: string): Promise<IdentityProviderRow | undefined> =>
      (
        await db.select().from(agencyIdentityProviders).where(eq(agencyIdentityProviders.tenantId, tenantId))
      )[0],

    /** Sets a tenant's provider; `updatedAt` changes, so every instance discovers it anew. */
    saveProvider: async (db: Db, row: Omit<IdentityProviderRow, 'updatedAt'> & { updatedAt: Date }) => {
      const { tenantId: _tenantId, ...set } = row;
      await db
        .insert(agencyIdentityProviders)
        .values(row)
        .onConflictDoUpdate({ target: agencyIdentityProviders.tenantId, set });
    },

    removeProvider: async (db: Db, tenantId: string): Promise<boolean> =>
      (
        await db
          .delete(agencyIdentityProviders)
          .where(eq(agencyIdentityProviders.tenantId, tenantId))
          .returning({ t: agencyIdentityProviders.tenantId })
      ).length > 0,

    insertRequest: async (db: Db, row: SsoRequestRow) => {
      await db.insert(agencySsoRequests).values(row);
    },

    /**
     * Takes a started sign-in by its state's hash: the row is gone afterwards whatever follows, so
     * a state works once even when two returns race (the second finds nothing).
     */
    takeRequest: async (db: Db, tenantId: string, stateHash: string): Promise<SsoRequestRow | undefined> =>
      (
        await db
          .delete(agencySsoRequests)
          .where(and(eq(agencySsoRequests.stateHash, stateHash), eq(agencySsoRequests.tenantId, tenantId)))
          .returning()
      )[0],

    /** Sign-ins never finished: their rows go when the next one starts. */
    purgeExpiredRequests: (db: Db, now: Date) =>
      db.delete(agencySsoRequests).where(lt(agencySsoRequests.expiresAt, now)),
  };
}

export type AgencySsoRepository = ReturnType<typeof createAgencySsoRepository>;
