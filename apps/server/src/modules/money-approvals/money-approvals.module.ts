import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { catalogueModule } from '../catalogue/catalogue.module.ts';
import type { contentModule } from '../content/content.module.ts';
import type { operatorsModule } from '../operators/operators.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { createMoneyApprovalsRepository } from './money-approvals.repository.ts';
import { moneyApprovalsRoutes } from './money-approvals.routes.ts';
import { createMoneyApprovalsService } from './money-approvals.service.ts';

type Uses = ProvidedBy<typeof auditModule> &
  Pick<ProvidedBy<typeof operatorsModule>, 'operatorFourEyes'> &
  Pick<ProvidedBy<typeof tenantsModule>, 'tenants' | 'tenantsAdmin'> &
  Pick<ProvidedBy<typeof catalogueModule>, 'catalogueConsole'> &
  Pick<ProvidedBy<typeof contentModule>, 'campaignsConsole'>;

/**
 * Raises of money settings waiting for a second admin (issue 27, decision 047). It sits above the
 * settings' owners: they propose through its hand-in (`proposeMoneyRaise`) and apply what it
 * approves (their `applyMoneyRaise`).
 */
export const moneyApprovalsModule = defineModule({
  name: 'money-approvals',
  needs: ['audit', 'operators', 'tenants', 'catalogue', 'content'],
  services: ({ db, clock }, use: Uses) => {
    const moneyApprovals = createMoneyApprovalsService({
      db,
      clock,
      repository: createMoneyApprovalsRepository(),
      audit: use.audit,
      fourEyes: use.operatorFourEyes,
      appliers: () => ({
        rules: use.tenantsAdmin.applyMoneyRaise,
        reward: use.catalogueConsole.applyMoneyRaise,
        campaign: use.campaignsConsole.applyMoneyRaise,
        product: use.catalogueConsole.applyProductRaise,
      }),
    });
    return { moneyApprovals, proposeMoneyRaise: moneyApprovals.propose };
  },
  consoleRoutes: ({ moneyApprovals, tenants }) => [moneyApprovalsRoutes({ moneyApprovals, tenants })],
});
