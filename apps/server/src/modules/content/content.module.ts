import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import { facet } from '../../lib/facet.ts';
import type { ProposeMoneyRaise } from '../../lib/money-raise.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { LiveTenantTexts } from '../tenants/tenants.api.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { type CampaignConsented, createCampaignsConsole } from './campaigns-console.service.ts';
import { createCmsRepository } from './cms.repository.ts';
import { cmsRoutes } from './cms.routes.ts';
import { createCmsService } from './cms.service.ts';
import { cmsConsoleRoutes } from './cms-console.routes.ts';
import { createCmsConsole } from './cms-console.service.ts';
import { cmsConsoleWriter } from './cms-console-writer.ts';
import { CONTENT_RECORDS, createContentRepository } from './content.repository.ts';
import { contentRoutes } from './content.routes.ts';
import { liveEntries } from './content-draft-entries.ts';
import { createDraftView } from './content-draft-view.ts';
import { createContentDraftsRepository } from './content-drafts.repository.ts';
import { createContentDraftsService } from './content-drafts.service.ts';
import { contentDraftsConsoleRoutes } from './content-drafts-console.routes.ts';
import { contentReaderOf, textsReaderOf } from './content-preview.ts';
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
    const { audit, tenants, checkPreviewToken, tenantTextDrafts } = use;
    const content = createContentRepository({ db });
    const cms = createCmsRepository({ db });
    const drafts = createContentDraftsRepository({ db });
    const draftView = createDraftView({ cms, content, drafts });
    const cmsService = createCmsService({ cms, content, config: config.contentService, clock, draftView });
    // The console's edits go into a draft; publishing makes them live (decision 072).
    const consoleDeps = {
      db,
      clock,
      tenants,
      audit,
      cmsService,
      drafts,
      live: liveEntries({ cms, content }),
      view: draftView,
    };
    const writer = cmsConsoleWriter(consoleDeps);
    return {
      content: facet(content, CONTENT_RECORDS),
      cmsService,
      cmsConsole: createCmsConsole({ ...consoleDeps, cms }),
      contentDrafts: createContentDraftsService({ ...consoleDeps, writer }),
      readerOf: contentReaderOf({ cmsService, checkPreviewToken }),
      textsOf: textsReaderOf({ content, checkPreviewToken, drafts: tenantTextDrafts }),
      startContent: createStartContent({ cmsService, content }),
      /** The tenant's live texts, which the tenant's draft carries too (decision 072). */
      liveTenantTexts: {
        read: (tx, tenantId, lang) => content.texts(tenantId, lang, undefined, tx),
        set: (tx, tenantId, lang, key, value) => content.setText(tx, tenantId, lang, key, value),
      } satisfies LiveTenantTexts,
      /**
       * The campaigns' console, with what its caller above passes: the proposal of a money raise,
       * and the referrals' condition that keeps a campaign consented to from being deleted.
       */
      campaignsConsoleWith: (proposeMoneyRaise: ProposeMoneyRaise, campaignConsented: CampaignConsented) =>
        createCampaignsConsole({ db, content, tenants, audit, proposeMoneyRaise, campaignConsented }),
    };
  },
  // The module's own routes read and write the texts in full: a repository of their own (it holds no state).
  tenantRoutes: ({ cmsService, startContent, readerOf, textsOf }, { clock, db }) => [
    contentRoutes({ content: createContentRepository({ db }), readerOf, textsOf, clock }),
    cmsRoutes({ cmsService, startContent, readerOf }),
  ],
  consoleRoutes: ({ cmsConsole, contentDrafts, tenants, audit, tenantTextDrafts }, { db }) => [
    tenantTextsConsoleRoutes({
      db,
      content: createContentRepository({ db }),
      tenants,
      audit,
      drafts: tenantTextDrafts,
    }),
    ...cmsConsoleRoutes(cmsConsole),
    contentDraftsConsoleRoutes(contentDrafts),
  ],
});
