import { AppError } from '../../plugins/app-error.ts';
import type { Tenant, TenantCache } from './tenant-cache.ts';

/**
 * The tenant a console call names in its path (`/mandanten/:tenantKey/…`); an unknown key is a
 * 404, so every row a call touches is looked up with this tenant's id and another tenant's row
 * answers 404 too.
 */
export async function consoleTenant(tenants: TenantCache, key: string): Promise<Tenant> {
  const tenant = await tenants.byKey(key);
  if (!tenant) throw new AppError('common.not_found');
  return tenant;
}
