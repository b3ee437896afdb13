import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { operatorsModule } from '../operators/operators.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { createPartnerKeyApprovalsService } from './partner-key-approvals.service.ts';
import { partnerKeysConsoleRoutes } from './partner-keys.console-routes.ts';
import { createPartnerKeysRepository } from './partner-keys.repository.ts';
import { createPartnerKeysService } from './partner-keys.service.ts';

type Uses = ProvidedBy<typeof tenantsModule> &
  ProvidedBy<typeof auditModule> &
  Pick<ProvidedBy<typeof operatorsModule>, 'operatorFourEyes'>;

/**
 * The partners' API keys and their permissions (decision 011), and their console screen (issue 14);
 * a key that may send events, issued in the console, waits for a second admin (decision 041).
 */
export const partnerKeysModule = defineModule({
  name: 'partner-keys',
  // operators: whether a second admin exists, and the issuers' names (four eyes, decision 041).
  needs: ['tenants', 'audit', 'operators'],
  services: ({ db, clock }, { tenants, audit, operatorFourEyes }: Uses) => {
    const keys = createPartnerKeysRepository({ db });
    const partnerKeys = createPartnerKeysService({
      db,
      clock,
      tenants,
      audit,
      keys,
      fourEyes: operatorFourEyes,
    });
    return {
      partnerKeys,
      partnerKeyApprovals: createPartnerKeyApprovalsService({ db, clock, keys, partnerKeys, audit }),
    };
  },
  consoleRoutes: ({ partnerKeys, partnerKeyApprovals, operatorFourEyes, tenants }, { clock }) => [
    partnerKeysConsoleRoutes({
      partnerKeys,
      approvals: partnerKeyApprovals,
      names: operatorFourEyes,
      tenants,
      clock,
    }),
  ],
});
