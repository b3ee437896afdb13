import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenants } from '../tenants/tenants.api.ts';
import type { PartnerKeyPermission } from './partner-key-permissions.ts';
import { partnerApiKeys } from './partner-keys.table.ts';

/** A key's own columns as the console shows them: never the key, never its hash. */
const ownColumns = {
  id: partnerApiKeys.id,
  tenantId: partnerApiKeys.tenantId,
  label: partnerApiKeys.label,
  keyPrefix: partnerApiKeys.keyPrefix,
  permissions: partnerApiKeys.permissions,
  createdAt: partnerApiKeys.createdAt,
  revokedAt: partnerApiKeys.revokedAt,
  expiresAt: partnerApiKeys.expiresAt,
  lastUsedAt: partnerApiKeys.lastUsedAt,
  demo: partnerApiKeys.demo,
  issuedBy: partnerApiKeys.issuedBy,
  awaitingApproval: partnerApiKeys.awaitingApproval,
  replacesKey: partnerApiKeys.replacesKey,
  overlapHours: partnerApiKeys.overlapHours,
};
/** …and its tenant's key, for the list. */
const keyColumns = { ...ownColumns, tenantKey: tenants.key };
export type PartnerKeyListed = {
  id: string;
  tenantId: string;
  tenantKey: string;
  label: string;
  keyPrefix: string | null;
  permissions: string[];
  createdAt: Date;
  revokedAt: Date | null;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  demo: boolean;
  issuedBy: string | null;
  awaitingApproval: boolean;
  replacesKey: string | null;
  overlapHours: number | null;
};

/** A live key: approved if it had to be, not revoked, and not past the end a rotation gave it. */
const live = (now: Date) =>
  and(
    eq(partnerApiKeys.awaitingApproval, false),
    isNull(partnerApiKeys.revokedAt),
    or(isNull(partnerApiKeys.expiresAt), gt(partnerApiKeys.expiresAt, now)),
  );

/** The partner keys table; only this module writes it. */
export function createPartnerKeysRepository({ db }: { db: Db }) {
  return {
    /**
     * The permissions and end of a live key of the tenant, or undefined for an unknown, revoked or
     * expired one. Records the use in the same statement when the last one is older than a minute,
     * so a key in steady use costs one small write a minute, not one per request.
     */
    async use(
      tenantId: string,
      keyHash: string,
      now: Date,
    ): Promise<{ permissions: string[]; expiresAt: Date | null } | undefined> {
      const match = and(
        eq(partnerApiKeys.keyHash, keyHash),
        eq(partnerApiKeys.tenantId, tenantId),
        live(now),
      );
      const minuteAgo = new Date(now.getTime() - 60_000);
      const [touched] = await db
        .update(partnerApiKeys)
        .set({ lastUsedAt: now })
        .where(
          and(
            match,
            or(
              isNull(partnerApiKeys.lastUsedAt),
              sql`${partnerApiKeys.lastUsedAt} < ${minuteAgo.toISOString()}`,
            ),
          ),
        )
        .returning({ permissions: partnerApiKeys.permissions, expiresAt: partnerApiKeys.expiresAt });
      if (touched) return touched;
      const [row] = await db
        .select({ permissions: partnerApiKeys.permissions, expiresAt: partnerApiKeys.expiresAt })
        .from(partnerApiKeys)
        .where(match);
      return row;
    },

    /** Stores a key's hash; a key already there (the idempotent demo seed) keeps its row. */
    add: (
      row: {
        tenantId: string;
        keyHash: string;
        keyPrefix?: string;
        label: string;
        permissions: readonly PartnerKeyPermission[];
        /** Issued in the console: by whom, whether it waits for a second admin, what it replaces. */
        issuedBy?: string;
        awaitingApproval?: boolean;
        replacesKey?: string;
        overlapHours?: number;
      },
      tx: Db = db,
    ) =>
      tx
        .insert(partnerApiKeys)
        .values({ ...row, permissions: [...row.permissions] })
        .onConflictDoNothing()
        .returning(ownColumns),

    /** Every key, or a tenant's, by tenant and creation. */
    list: (tenantId?: string) =>
      db
        .select(keyColumns)
        .from(partnerApiKeys)
        .innerJoin(tenants, eq(tenants.id, partnerApiKeys.tenantId))
        .where(tenantId ? eq(partnerApiKeys.tenantId, tenantId) : undefined)
        .orderBy(asc(tenants.key), asc(partnerApiKeys.createdAt)) as Promise<PartnerKeyListed[]>,

    /** One key by its console id, locked for the change that follows. */
    async lockById(tx: Db, id: string): Promise<(PartnerKeyListed & { keyHash: string }) | undefined> {
      const [row] = await tx
        .select({ ...keyColumns, keyHash: partnerApiKeys.keyHash })
        .from(partnerApiKeys)
        .innerJoin(tenants, eq(tenants.id, partnerApiKeys.tenantId))
        .where(eq(partnerApiKeys.id, id))
        .for('update', { of: partnerApiKeys });
      return row as (PartnerKeyListed & { keyHash: string }) | undefined;
    },

    /** Gives a key an end (a rotation's overlap) or, with `revokedAt`, ends it now. */
    end: (tx: Db, id: string, change: { expiresAt?: Date; revokedAt?: Date }) =>
      tx.update(partnerApiKeys).set(change).where(eq(partnerApiKeys.id, id)),

    /** Records a second admin's decision on a waiting key; a refusal also revokes it. */
    decide: (tx: Db, id: string, decision: { decidedBy: string; decidedAt: Date; revokedAt?: Date }) =>
      tx
        .update(partnerApiKeys)
        .set({ ...decision, awaitingApproval: false })
        .where(eq(partnerApiKeys.id, id)),

    /** Whether a new key from a rotation of this one still waits for its approval. */
    async replacementWaits(tx: Db, id: string): Promise<boolean> {
      const rows = await tx
        .select({ id: partnerApiKeys.id })
        .from(partnerApiKeys)
        .where(
          and(
            eq(partnerApiKeys.replacesKey, id),
            eq(partnerApiKeys.awaitingApproval, true),
            isNull(partnerApiKeys.revokedAt),
          ),
        );
      return rows.length > 0;
    },
  };
}

export type PartnerKeysRepository = ReturnType<typeof createPartnerKeysRepository>;
