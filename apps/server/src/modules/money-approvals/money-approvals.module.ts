import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import { catalogueConsoleRoutes } from '../catalogue/catalogue.api.ts';
import type { catalogueModule } from '../catalogue/catalogue.module.ts';
import { campaignsConsoleRoutes } from '../content/content.api.ts';
import type { contentModule } from '../content/content.module.ts';
import type { operatorsModule } from '../operators/operators.module.ts';
import { campaignConsented, productReferred } from '../referrals/referrals.api.ts';
import { tenantDraftsConsoleRoutes, tenantsConsoleRoutes } from '../tenants/tenants.api.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { createMoneyApprovalsRepository } from './money-approvals.repository.ts';
import { moneyApprovalsRoutes } from './money-approvals.routes.ts';
import { createMoneyApprovalsService } from './money-approvals.service.ts';

type Uses = ProvidedBy<typeof auditModule> &
  Pick<ProvidedBy<typeof operatorsModule>, 'operatorFourEyes'> &
  Pick<ProvidedBy<typeof tenantsModule>, 'tenants' | 'tenantsAdminWith'> &
  Pick<ProvidedBy<typeof catalogueModule>, 'catalogueConsoleWith'> &
  Pick<ProvidedBy<typeof contentModule>, 'campaignsConsoleWith' | 'liveTenantTexts'>;

/**
 * Raises of money settings waiting for a second admin (issue 27, decision 047). It sits above the
 * settings' owners (decision 050): it builds their consoles with its proposal (`propose`), which
 * they call in their save's transaction, serves those consoles' routes, and applies what it
 * approves through their `applyMoneyRaise`.
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
      // Read on approval: the consoles below are built with this service's proposal.
      appliers: () => ({
        rules: tenantsAdmin.applyMoneyRaise,
        reward: catalogueConsole.applyMoneyRaise,
        campaign: campaignsConsole.applyMoneyRaise,
        product: catalogueConsole.applyProductRaise,
      }),
    });
    const tenantsAdmin = use.tenantsAdminWith(moneyApprovals.propose, use.liveTenantTexts);
    // The consoles keep what referrals name: the referrals' conditions, from above both.
    const catalogueConsole = use.catalogueConsoleWith(moneyApprovals.propose, productReferred);
    const campaignsConsole = use.campaignsConsoleWith(moneyApprovals.propose, campaignConsented);
    return { moneyApprovals, tenantsAdmin, catalogueConsole, campaignsConsole };
  },
  consoleRoutes: ({ moneyApprovals, tenants, tenantsAdmin, catalogueConsole, campaignsConsole }) => [
    tenantsConsoleRoutes({ tenantsAdmin }),
    tenantDraftsConsoleRoutes({ drafts: tenantsAdmin.drafts }),
    campaignsConsoleRoutes({ campaignsConsole }),
    catalogueConsoleRoutes({ catalogueConsole }),
    moneyApprovalsRoutes({ moneyApprovals, tenants }),
  ],
});
