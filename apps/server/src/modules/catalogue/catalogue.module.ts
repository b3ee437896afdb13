import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { ProposeMoneyRaise } from '../../lib/money-raise.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { contentModule } from '../content/content.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { createCatalogueRepository } from './catalogue.repository.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { createCatalogueService } from './catalogue.service.ts';
import { createCatalogueConsoleRepository, type ProductReferred } from './catalogue-console.repository.ts';
import { createCatalogueConsole } from './catalogue-console.service.ts';

type CatalogueUses = ProvidedBy<typeof contentModule> &
  ProvidedBy<typeof auditModule> &
  ProvidedBy<typeof tenantsModule>;

/**
 * Products, rewards and their pictures; their console (issue 14). A raise of what is paid waits
 * for a second admin: the money-approvals module, above, builds the console with its proposal and
 * serves its routes (decision 050).
 */
export const catalogueModule = defineModule({
  name: 'catalogue',
  needs: ['content', 'audit', 'tenants'],
  services: ({ db, clock }, use: CatalogueUses) => ({
    // Catalogue texts in other languages are the content module's tenant texts (decision 016).
    catalogue: createCatalogueService({
      catalogue: createCatalogueRepository({ db }),
      texts: use.content.texts,
      clock,
    }),
    /**
     * The console, with what its caller above passes: the proposal of a money raise, and the
     * referrals' condition that keeps a product or reward in use from being deleted.
     */
    catalogueConsoleWith: (proposeMoneyRaise: ProposeMoneyRaise, productReferred: ProductReferred) =>
      createCatalogueConsole({
        db,
        repository: createCatalogueConsoleRepository(productReferred),
        content: use.content,
        tenants: use.tenants,
        audit: use.audit,
        proposeMoneyRaise,
      }),
  }),
  tenantRoutes: ({ catalogue }) => [catalogueRoutes({ catalogue })],
});
