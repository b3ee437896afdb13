import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { campaignsConsoleRoutes } from './campaigns-console.routes.ts';
import { createCampaignsConsole } from './campaigns-console.service.ts';
import { createContentRepository } from './content.repository.ts';
import { contentRoutes } from './content.routes.ts';
import { tenantTextsConsoleRoutes } from './tenant-texts-console.routes.ts';

type ContentUses = ProvidedBy<typeof auditModule> & ProvidedBy<typeof tenantsModule>;

/** The tenants' texts, content variables and campaigns. */
export const contentModule = defineModule({
  name: 'content',
  needs: ['audit', 'tenants'],
  services: ({ db }, { audit, tenants }: ContentUses) => {
    const content = createContentRepository({ db });
    return { content, campaignsConsole: createCampaignsConsole({ db, content, tenants, audit }) };
  },
  tenantRoutes: ({ content }, { clock }) => [contentRoutes({ content, clock })],
  consoleRoutes: ({ content, tenants, audit, campaignsConsole }, { db }) => [
    tenantTextsConsoleRoutes({ db, content, tenants, audit }),
    campaignsConsoleRoutes({ campaignsConsole }),
  ],
});
