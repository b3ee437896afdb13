import { randomBytes } from 'node:crypto';
import { needsSecondAdmin } from '@kwk/shared/operator/partner-keys.schemas';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { FourEyes } from '../operators/four-eyes.ts';
import type { TenantCache } from '../tenants/tenant-cache.ts';
import { hashToken } from '../tokens/tokens.service.ts';
import { createKeyFailureThrottle, keyPrefixOf } from './key-failure-throttle.ts';
import type { PartnerKeyPermission } from './partner-key-permissions.ts';
import type { PartnerKeyListed, PartnerKeysRepository } from './partner-keys.repository.ts';

/** A key's state as the console shows it; `pending` waits for a second admin (decision 041). */
export type PartnerKeyState = 'pending' | 'active' | 'expiring' | 'expired' | 'revoked';

export function keyState(
  key: Pick<PartnerKeyListed, 'revokedAt' | 'expiresAt' | 'awaitingApproval'>,
  now: Date,
): PartnerKeyState {
  if (key.revokedAt) return 'revoked';
  if (key.awaitingApproval) return 'pending';
  if (!key.expiresAt) return 'active';
  return key.expiresAt > now ? 'expiring' : 'expired';
}

/** A rotated key's end: `overlapHours` from `now`, or its earlier end if it already ends sooner. */
export function rotationEnd(current: Date | null, now: Date, overlapHours: number): Date {
  const end = new Date(now.getTime() + overlapHours * 3_600_000);
  return current && current < end ? current : end;
}

/** The default overlap of a rotation: the old key keeps working this long beside the new one. */
export const DEFAULT_OVERLAP_HOURS = 24;

const newKey = () => `kwkp_${randomBytes(24).toString('base64url')}`;

/**
 * Partner keys (issue 4, decision 011): the key a partner's system sends as a bearer token names
 * its tenant, and each call needs its own permission on the key. The console (issue 14) issues,
 * rotates and revokes them; each change is audited, never with the key.
 */
export function createPartnerKeysService(deps: {
  db: Db;
  clock: Clock;
  tenants: TenantCache;
  keys: PartnerKeysRepository;
  audit: AuditService;
  fourEyes: Pick<FourEyes, 'secondAdminExists'>;
}) {
  const { db, clock, keys, audit, fourEyes } = deps;
  /**
   * Keys found valid, with their permissions, for a minute (or until a rotated key's end, if
   * sooner): a partner sends events in bursts, and the key check would be a query per event. The
   * check behind a cache miss also records the key's last use. A key revoked through this service
   * leaves the cache at once; another instance stops accepting it within the minute.
   */
  const validKeys = new Map<string, { until: number; permissions: readonly string[] }>();
  const KEY_CACHE_MS = 60_000;
  const failures = createKeyFailureThrottle();

  /** The permissions of a live key (401 partner.unauthorized for any other), from the cache when fresh. */
  async function permissionsOf(tenantId: string, key: string): Promise<readonly string[]> {
    const hash = hashToken(key);
    const cacheKey = `${tenantId}:${hash}`;
    const now = clock.now();
    const cached = validKeys.get(cacheKey);
    if (cached && cached.until > now.getTime()) return cached.permissions;
    const found = await keys.use(tenantId, hash, now);
    if (!found) {
      validKeys.delete(cacheKey);
      await failed(tenantId, key);
      throw new AppError('partner.unauthorized');
    }
    if (validKeys.size > 1000) validKeys.clear();
    const until = Math.min(
      now.getTime() + KEY_CACHE_MS,
      found.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY,
    );
    validKeys.set(cacheKey, { until, permissions: found.permissions });
    return found.permissions;
  }

  /** A failed check as a security event, throttled (see key-failure-throttle.ts); never the key. */
  async function failed(tenantId: string | null, key: string) {
    const prefix = keyPrefixOf(key);
    if (!failures.admit(tenantId, prefix, clock.now().getTime())) return;
    await audit.record(db, {
      actor: { kind: 'anonymous' },
      action: 'partner_key.auth_failed',
      tenantId,
      subject: `partner_key_prefix:${prefix}`,
    });
  }

  /** Drops a key from the cache of valid keys, so a change to it counts from the next request. */
  const forget = (tenantId: string, keyHash: string) => validKeys.delete(`${tenantId}:${keyHash}`);

  /** Inserts a new key of the tenant in `tx`; answers the key (shown once) and its row. */
  async function add(
    tx: Db,
    tenantId: string,
    label: string,
    permissions: readonly PartnerKeyPermission[],
    console?: { issuedBy: string; awaitingApproval: boolean; replacesKey?: string; overlapHours?: number },
  ): Promise<{ key: string; row: Omit<PartnerKeyListed, 'tenantKey'> }> {
    const key = newKey();
    const [row] = await keys.add(
      { tenantId, keyHash: hashToken(key), keyPrefix: key.slice(0, 10), label, permissions, ...console },
      tx,
    );
    if (!row) throw new Error('a new partner key collided with a stored one');
    return { key, row };
  }

  async function lockedKey(tx: Db, id: string) {
    const row = await keys.lockById(tx, id);
    if (!row) throw new AppError('partnerKeys.not_found');
    return row;
  }

  /**
   * Whether a key the operator issues or rotates waits for a second admin (it may send events:
   * with it one person could report an order effective and pay a reward); refused when nobody
   * else could approve it. The owner's command and the seed do not come this way (decision 041).
   */
  async function awaitsApproval(tx: Db, operatorId: string, permissions: readonly string[]) {
    if (!needsSecondAdmin(permissions)) return false;
    if (!(await fourEyes.secondAdminExists(tx, [operatorId])))
      throw new AppError('partnerKeys.second_admin_required');
    return true;
  }

  return {
    forget,

    /**
     * The tenant a partner key belongs to: 401 partner.unauthorized for a missing, unknown, revoked
     * or expired key or another tenant's, 403 partner.forbidden for a live key without `permission`
     * (the auth hook's `partner` check, given the bearer credentials).
     */
    async authenticate(tenantKey: string, found: string | undefined, permission: PartnerKeyPermission) {
      const key = found && found.length >= 20 && found.length <= 200 ? found : undefined;
      const tenant = await deps.tenants.byKey(tenantKey);
      if (!key || !tenant) {
        if (found) await failed(tenant?.id ?? null, found);
        throw new AppError('partner.unauthorized');
      }
      if (!(await permissionsOf(tenant.id, key)).includes(permission))
        throw new AppError('partner.forbidden');
      return tenant;
    },

    /** A new key for a tenant's partner with what it may do; only its hash is stored, the key is shown once. */
    async issue(
      tenantId: string,
      label: string,
      permissions: readonly PartnerKeyPermission[],
    ): Promise<string> {
      return (await add(db, tenantId, label, permissions)).key;
    },

    /** Every key (or a tenant's) for the console. */
    list: (tenantId?: string) => keys.list(tenantId),

    /**
     * Issues a key from the console, audited in the same transaction; one that may send events
     * waits for a second admin.
     */
    issueByOperator(
      operatorId: string,
      input: { tenantId: string; label: string; permissions: readonly PartnerKeyPermission[] },
    ) {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const awaitingApproval = await awaitsApproval(tx, operatorId, input.permissions);
        const issued = await add(tx, input.tenantId, input.label, input.permissions, {
          issuedBy: operatorId,
          awaitingApproval,
        });
        await audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'partner_key.issue',
          tenantId: input.tenantId,
          subject: `partner_key:${issued.row.id}`,
          details: {
            label: input.label,
            permissions: [...input.permissions],
            prefix: issued.row.keyPrefix,
            awaitingApproval,
          },
        });
        return issued;
      });
    },

    /**
     * A new key with the old one's tenant, label and permissions; the old key keeps working for
     * `overlapHours` (0: it ends now), so the partner can switch without a gap. A new key that
     * waits for a second admin leaves the old one as it is: its overlap starts at the approval.
     */
    rotate(operatorId: string, id: string, overlapHours: number) {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const old = await lockedKey(tx, id);
        const now = clock.now();
        const state = keyState(old, now);
        if (state === 'revoked' || state === 'expired') throw new AppError('partnerKeys.not_live');
        if (state === 'pending' || (await keys.replacementWaits(tx, id)))
          throw new AppError('partnerKeys.approval_open');
        const permissions = old.permissions as PartnerKeyPermission[];
        const awaitingApproval = await awaitsApproval(tx, operatorId, permissions);
        // Waiting: the old key keeps its end (none, mostly) until the new one is approved.
        const expiresAt = awaitingApproval ? old.expiresAt : rotationEnd(old.expiresAt, now, overlapHours);
        if (!awaitingApproval && expiresAt) await keys.end(tx, id, { expiresAt });
        const issued = await add(tx, old.tenantId, old.label, permissions, {
          issuedBy: operatorId,
          awaitingApproval,
          ...(awaitingApproval ? { replacesKey: id, overlapHours } : {}),
        });
        await audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'partner_key.rotate',
          tenantId: old.tenantId,
          subject: `partner_key:${id}`,
          details: {
            newKey: issued.row.id,
            prefix: issued.row.keyPrefix,
            overlapHours,
            awaitingApproval,
            oldKeyEnds: awaitingApproval ? null : (expiresAt?.toISOString() ?? null),
          },
        });
        forget(old.tenantId, old.keyHash);
        return { ...issued, old: { ...old, expiresAt } };
      });
    },

    /** Ends a key now: refused from the next request on (on other instances within the key cache's minute). */
    revoke(operatorId: string, id: string, reason: string | undefined) {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const old = await lockedKey(tx, id);
        if (old.revokedAt) throw new AppError('partnerKeys.not_live');
        const now = clock.now();
        await keys.end(tx, id, { revokedAt: now });
        await audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'partner_key.revoke',
          tenantId: old.tenantId,
          subject: `partner_key:${id}`,
          reason: reason ?? null,
          details: { prefix: old.keyPrefix },
        });
        forget(old.tenantId, old.keyHash);
        return { ...old, revokedAt: now };
      });
    },
  };
}
export type PartnerKeysService = ReturnType<typeof createPartnerKeysService>;
