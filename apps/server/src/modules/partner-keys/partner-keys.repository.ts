import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { PartnerKeyPermission } from './partner-key-permissions.ts';
import { partnerApiKeys } from './partner-keys.table.ts';

/** The partner keys table; only this module writes it. */
export function createPartnerKeysRepository({ db }: { db: Db }) {
  return {
    /** The permissions of a live key of the tenant, or undefined for an unknown or revoked one. */
    async permissionsOf(tenantId: string, keyHash: string): Promise<string[] | undefined> {
      const rows = await db
        .select({ permissions: partnerApiKeys.permissions })
        .from(partnerApiKeys)
        .where(
          and(
            eq(partnerApiKeys.keyHash, keyHash),
            eq(partnerApiKeys.tenantId, tenantId),
            isNull(partnerApiKeys.revokedAt),
          ),
        );
      return rows[0]?.permissions;
    },

    /** Stores a key's hash; a key already there (the idempotent demo seed) keeps its row. */
    add: (row: {
      tenantId: string;
      keyHash: string;
      label: string;
      permissions: readonly PartnerKeyPermission[];
    }) =>
      db
        .insert(partnerApiKeys)
        .values({ ...row, permissions: [...row.permissions] })
        .onConflictDoNothing(),
  };
}

export type PartnerKeysRepository = ReturnType<typeof createPartnerKeysRepository>;
