import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
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

/** What an operator's write to one tenant works with: its transaction, the tenant, its audit line. */
export interface ConsoleTenantWrite {
  tx: Db;
  tenant: Tenant;
  /** Records the action as the operator's, on this tenant, in this transaction (decision 018). */
  audit(action: string, subject: string, details?: Record<string, unknown>): Promise<unknown>;
}

/**
 * An operator's write to the tenant named by key: 404 for an unknown key, then one transaction in
 * which the change and its audit row commit together or not at all. Reads the caller makes after
 * a write run after the transaction (PGlite has one connection: a read beside it would wait).
 */
export function consoleTenantWriter(deps: { db: Db; tenants: TenantCache; audit: AuditService }) {
  return async function write<T>(
    operatorId: string,
    tenantKey: string,
    work: (write: ConsoleTenantWrite) => Promise<T>,
  ): Promise<T> {
    const tenant = await consoleTenant(deps.tenants, tenantKey);
    return deps.db.transaction(async (tx) => {
      return work({
        tx,
        tenant,
        audit: (action, subject, details) =>
          deps.audit.record(tx, {
            actor: { kind: 'operator', id: operatorId },
            action,
            tenantId: tenant.id,
            subject,
            ...(details ? { details } : {}),
          }),
      });
    });
  };
}

export type ConsoleTenantWriter = ReturnType<typeof consoleTenantWriter>;
