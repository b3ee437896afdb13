import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { contentModule } from '../content/content.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { createCatalogueRepository } from './catalogue.repository.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { createCatalogueService } from './catalogue.service.ts';
import { createCatalogueConsoleRepository } from './catalogue-console.repository.ts';
import { catalogueConsoleRoutes } from './catalogue-console.routes.ts';
import { createCatalogueConsole } from './catalogue-console.service.ts';

type CatalogueUses = ProvidedBy<typeof contentModule> &
  ProvidedBy<typeof auditModule> &
  ProvidedBy<typeof tenantsModule>;

/** Products, rewards and their pictures; their console (issue 14). */
export const catalogueModule = defineModule({
  name: 'catalogue',
  needs: ['content', 'audit', 'tenants'],
  services: ({ db, clock }, { content, audit, tenants }: CatalogueUses) => ({
    // Catalogue texts in other languages are the content module's tenant texts (decision 016).
    catalogue: createCatalogueService({
      catalogue: createCatalogueRepository({ db }),
      texts: content.texts,
      clock,
    }),
    catalogueConsole: createCatalogueConsole({
      db,
      repository: createCatalogueConsoleRepository(),
      content,
      tenants,
      audit,
    }),
  }),
  tenantRoutes: ({ catalogue }) => [catalogueRoutes({ catalogue })],
  consoleRoutes: ({ catalogueConsole }) => [catalogueConsoleRoutes({ catalogueConsole })],
});
