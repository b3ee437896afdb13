import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { createExclusionsRepository } from './exclusions.repository.ts';
import { exclusionsRoutes } from './exclusions.routes.ts';
import { createExclusionsService } from './exclusions.service.ts';

type Uses = ProvidedBy<typeof auditModule> & Pick<ProvidedBy<typeof tenantsModule>, 'tenants'>;

/**
 * The exclusion list (spec §6, issue 14). Low in the graph: accounts, referrals, recipients and
 * my-data ask it before they create anything, and it asks none of them.
 */
export const exclusionsModule = defineModule({
  name: 'exclusions',
  needs: ['audit', 'tenants'],
  services: ({ db, clock }, { audit, tenants }: Uses) => ({
    exclusions: createExclusionsService({
      db,
      clock,
      tenants,
      audit,
      repository: createExclusionsRepository(),
    }),
  }),
  consoleRoutes: ({ exclusions }) => [exclusionsRoutes({ exclusions })],
});
