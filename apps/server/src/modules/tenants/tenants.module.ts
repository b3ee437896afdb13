import type { ProvidedBy } from '../../lib/app-module.ts';
import { defineModule } from '../../lib/app-module.ts';
import type { ProposeMoneyRaise } from '../../lib/money-raise.ts';
import { TENANTS_CHANGED_CHANNEL } from '../../redis-connections.ts';
import type { auditModule } from '../audit/audit.module.ts';
import { withDevFrameOrigins } from './dev-frame-origins.ts';
import { TenantCache } from './tenant-cache.ts';
import { createTenantsRepository } from './tenants.repository.ts';
import { tenantsRoutes } from './tenants.routes.ts';
import { createTenantsAdminService } from './tenants-admin.service.ts';
import { tenantsConsoleRoutes } from './tenants-console.routes.ts';

type TenantsUses = ProvidedBy<typeof auditModule> & {
  /** A raise of a money rule waits for a second admin: the money-approvals module, above, provides it. */
  proposeMoneyRaise: ProposeMoneyRaise;
};

/** The tenants' configuration, served from memory (decision 002), and its console administration. */
export const tenantsModule = defineModule({
  name: 'tenants',
  needs: ['audit'],
  services: ({ db, config, clock, redis }, use: TenantsUses) => {
    const repository = createTenantsRepository({ db });
    const load = async () => withDevFrameOrigins(await repository.listAll(), config.devFrameOrigins);
    const tenants = new TenantCache(load, config.deployEnv, config.defaultTenant, config.trackingEndpoints);
    const tenantsAdmin = createTenantsAdminService({
      db,
      clock,
      config,
      repository,
      cache: tenants,
      audit: use.audit,
      publishChange: async (key) => {
        await redis?.publish(TENANTS_CHANGED_CHANNEL, key);
      },
      proposeMoneyRaise: (tx, operatorId, proposal) => use.proposeMoneyRaise(tx, operatorId, proposal),
    });
    return { tenants, tenantsAdmin };
  },
  tenantRoutes: () => [tenantsRoutes],
  consoleRoutes: (services) => [tenantsConsoleRoutes(services)],
});
