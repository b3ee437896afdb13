import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Tenant, TenantCache } from '../tenants/tenant-cache.ts';
import type { CmsService } from './cms.service.ts';

export interface CmsConsoleDeps {
  db: Db;
  tenants: TenantCache;
  audit: AuditService;
  cmsService: CmsService;
}

/**
 * What every edit of the console's CMS content does (issue 16): finds the tenant of the path
 * (404 `tenants.not_found`), writes the change and its audit row in one transaction, then drops
 * the tenant's cached content so the portal shows it at once.
 */
export function cmsConsoleWriter(deps: CmsConsoleDeps) {
  const tenantOf = async (key: string): Promise<Tenant> => {
    const tenant = await deps.tenants.byKey(key);
    if (!tenant) throw new AppError('tenants.not_found');
    return tenant;
  };
  /** One write: the change and its audit row in one transaction, then the cache is dropped. */
  const write = async <T>(
    tenant: Tenant,
    operatorId: string,
    action: string,
    details: Record<string, unknown>,
    change: (tx: Db) => Promise<T>,
  ): Promise<T> => {
    const result = await deps.db.transaction(async (tx) => {
      const r = await change(tx);
      await deps.audit.record(tx, {
        actor: { kind: 'operator', id: operatorId },
        action,
        tenantId: tenant.id,
        subject: tenant.key,
        details,
      });
      return r;
    });
    deps.cmsService.invalidate(tenant.id);
    return result;
  };
  return { tenantOf, write };
}

export type CmsConsoleWriter = ReturnType<typeof cmsConsoleWriter>;
