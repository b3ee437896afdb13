import { defineModule } from '../../lib/app-module.ts';
import { TenantCache } from './tenant-cache.ts';
import { createTenantsRepository } from './tenants.repository.ts';
import { tenantsRoutes } from './tenants.routes.ts';

/** The tenants' configuration, served from memory (decision 002). */
export const tenantsModule = defineModule({
  name: 'tenants',
  needs: [],
  services: ({ db, config }) => ({
    tenants: new TenantCache(createTenantsRepository({ db }).listAll, config.deployEnv, config.defaultTenant),
  }),
  tenantRoutes: () => [tenantsRoutes],
});
