import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import { hashToken } from '../tokens/tokens.api.ts';
import { createKeyFailureThrottle, keyPrefixOf } from './key-failure-throttle.ts';
import type { PartnerKeyPermission } from './partner-key-permissions.ts';
import type { PartnerKeysRepository } from './partner-keys.repository.ts';

/** The check of a partner's key on each call (issue 4, decision 011), with its cache and its failures. */
export function createPartnerKeyCheck(deps: {
  db: Db;
  clock: Clock;
  tenants: TenantCache;
  keys: PartnerKeysRepository;
  audit: AuditService;
}) {
  const { db, clock, keys, audit } = deps;
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
  };
}
