import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { partnerKeysConsoleRoutes } from './partner-keys.console-routes.ts';
import { createPartnerKeysRepository } from './partner-keys.repository.ts';
import { createPartnerKeysService } from './partner-keys.service.ts';

type Uses = ProvidedBy<typeof tenantsModule> & ProvidedBy<typeof auditModule>;

/** The partners' API keys and their permissions (decision 011), and their console screen (issue 14). */
export const partnerKeysModule = defineModule({
  name: 'partner-keys',
  needs: ['tenants', 'audit'],
  services: ({ db, clock }, { tenants, audit }: Uses) => ({
    partnerKeys: createPartnerKeysService({
      db,
      clock,
      tenants,
      audit,
      keys: createPartnerKeysRepository({ db }),
    }),
  }),
  consoleRoutes: ({ partnerKeys, tenants }, { clock }) => [
    partnerKeysConsoleRoutes({ partnerKeys, tenants, clock }),
  ],
});
