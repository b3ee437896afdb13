import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { FourEyes } from '../operators/operators.api.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import { createPartnerKeyChanges } from './partner-key-changes.ts';
import { createPartnerKeyCheck } from './partner-key-check.ts';
import type { PartnerKeysRepository } from './partner-keys.repository.ts';

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
  const check = createPartnerKeyCheck(deps);
  const changes = createPartnerKeyChanges({ ...deps, forget: check.forget });
  return {
    forget: check.forget,
    authenticate: check.authenticate,
    issue: changes.issue,
    /** Every key (or a tenant's) for the console. */
    list: (tenantId?: string) => deps.keys.list(tenantId),
    issueByOperator: changes.issueByOperator,
    rotate: changes.rotate,
    revoke: changes.revoke,
  };
}
export type PartnerKeysService = ReturnType<typeof createPartnerKeysService>;
