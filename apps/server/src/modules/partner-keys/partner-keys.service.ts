import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { TenantCache } from '../tenants/tenant-cache.ts';
import { hashToken } from '../tokens/tokens.service.ts';
import type { PartnerKeyPermission } from './partner-key-permissions.ts';
import type { PartnerKeysRepository } from './partner-keys.repository.ts';

/**
 * Partner keys (issue 4, decision 011): the key a partner's system sends as a bearer token names
 * its tenant, and each call needs its own permission on the key.
 */
export function createPartnerKeysService(deps: {
  clock: Clock;
  tenants: TenantCache;
  keys: PartnerKeysRepository;
}) {
  const { clock, keys } = deps;

  /**
   * Keys found valid, with their permissions, for a minute: a partner sends events in bursts, and
   * the key check would be a query per event. A revoked key stops working within that minute.
   */
  const validKeys = new Map<string, { until: number; permissions: readonly string[] }>();
  const KEY_CACHE_MS = 60_000;

  /** The permissions of a live key (401 partner.unauthorized for any other), from the cache when fresh. */
  async function permissionsOf(tenantId: string, key: string): Promise<readonly string[]> {
    const cacheKey = `${tenantId}:${hashToken(key)}`;
    const now = clock.now().getTime();
    const cached = validKeys.get(cacheKey);
    if (cached && cached.until > now) return cached.permissions;
    const permissions = await keys.permissionsOf(tenantId, hashToken(key));
    if (!permissions) throw new AppError('partner.unauthorized');
    if (validKeys.size > 1000) validKeys.clear();
    validKeys.set(cacheKey, { until: now + KEY_CACHE_MS, permissions });
    return permissions;
  }

  return {
    /**
     * The tenant a partner key belongs to: 401 partner.unauthorized for a missing, unknown or
     * revoked key or another tenant's, 403 partner.forbidden for a live key without `permission`
     * (the auth hook's `partner` check, given the bearer credentials).
     */
    async authenticate(tenantKey: string, found: string | undefined, permission: PartnerKeyPermission) {
      const key = found && found.length >= 20 && found.length <= 200 ? found : undefined;
      const tenant = await deps.tenants.byKey(tenantKey);
      if (!key || !tenant) throw new AppError('partner.unauthorized');
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
      const key = `kwkp_${randomBytes(24).toString('base64url')}`;
      await keys.add({ tenantId, keyHash: hashToken(key), label, permissions });
      return key;
    },
  };
}

export type PartnerKeysService = ReturnType<typeof createPartnerKeysService>;
