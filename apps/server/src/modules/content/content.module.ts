import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { ProposeMoneyRaise } from '../../lib/money-raise.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { createCampaignsConsole } from './campaigns-console.service.ts';
import { createCmsRepository } from './cms.repository.ts';
import { cmsRoutes } from './cms.routes.ts';
import { createCmsService } from './cms.service.ts';
import { cmsConsoleRoutes } from './cms-console.routes.ts';
import { createCmsConsole } from './cms-console.service.ts';
import { createContentRepository } from './content.repository.ts';
import { contentRoutes } from './content.routes.ts';
import { createStartContent } from './start-content.ts';
import { tenantTextsConsoleRoutes } from './tenant-texts-console.routes.ts';

type ContentUses = ProvidedBy<typeof auditModule> & ProvidedBy<typeof tenantsModule>;

/**
 * The tenants' texts, content variables, campaigns and CMS content (blocks, FAQs, footnotes, key
 * visuals). A campaign bonus's raise waits for a second admin: the money-approvals module, above,
 * builds the campaigns' console with its proposal and serves its routes (decision 050).
 */
export const contentModule = defineModule({
  name: 'content',
  needs: ['audit', 'tenants'],
  services: ({ db, config, clock }, use: ContentUses) => {
    const { audit, tenants } = use;
    const content = createContentRepository({ db });
    const cms = createCmsRepository({ db });
    const cmsService = createCmsService({ cms, content, config: config.contentService, clock });
    return {
      content,
      cms,
      cmsService,
      startContent: createStartContent({ cmsService, content }),
      /** The campaigns' console, with the proposal of a money raise its caller passes. */
      campaignsConsoleWith: (proposeMoneyRaise: ProposeMoneyRaise) =>
        createCampaignsConsole({ db, content, tenants, audit, proposeMoneyRaise }),
    };
  },
  tenantRoutes: ({ content, cmsService, startContent }, { clock }) => [
    contentRoutes({ content, cmsService, clock }),
    cmsRoutes({ cmsService, startContent }),
  ],
  consoleRoutes: ({ content, cms, cmsService, tenants, audit }, { db }) => [
    tenantTextsConsoleRoutes({ db, content, tenants, audit }),
    ...cmsConsoleRoutes(createCmsConsole({ db, cms, content, cmsService, tenants, audit })),
  ],
});
