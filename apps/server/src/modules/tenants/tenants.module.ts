import type { Db } from '../../db/client.ts';
import type { ProvidedBy } from '../../lib/app-module.ts';
import { defineModule } from '../../lib/app-module.ts';
import type { ProposeMoneyRaise } from '../../lib/money-raise.ts';
import { TENANTS_CHANGED_CHANNEL } from '../../redis-connections.ts';
import type { auditModule } from '../audit/audit.module.ts';
import { withDevFrameOrigins } from './dev-frame-origins.ts';
import { TenantCache } from './tenant-cache.ts';
import { createTenantDraftsRepository } from './tenant-drafts.repository.ts';
import {
  createPreviewTokenCheck,
  createTenantDraftsService,
  createTenantPreviewReader,
} from './tenant-drafts.service.ts';
import { createTenantTextDrafts, type LiveTenantTexts } from './tenant-text-drafts.ts';
import { createTenantsRepository } from './tenants.repository.ts';
import { tenantsRoutes } from './tenants.routes.ts';
import { createTenantsAdminService } from './tenants-admin.service.ts';

type TenantsUses = ProvidedBy<typeof auditModule>;

/**
 * The tenants' configuration, served from memory (decision 002), and its console administration.
 * A raise of a money rule waits for a second admin: the money-approvals module, above, builds the
 * administration with its proposal and serves its console routes (decision 050).
 */
export const tenantsModule = defineModule({
  name: 'tenants',
  needs: ['audit'],
  services: ({ db, config, clock, redis }, use: TenantsUses) => {
    const repository = createTenantsRepository({ db });
    const load = async (within?: Db) =>
      withDevFrameOrigins(await repository.listAll(within), config.devFrameOrigins);
    const tenants = new TenantCache(load, config.deployEnv, config.defaultTenant, config.trackingEndpoints);
    /**
     * The console's administration, with the proposal of a money raise and the tenant's live texts
     * (the content module's, which its draft carries too) its caller passes.
     */
    const drafts = createTenantDraftsRepository();
    const tenantsAdminWith = (proposeMoneyRaise: ProposeMoneyRaise, texts: LiveTenantTexts) => {
      const admin = createTenantsAdminService({
        db,
        clock,
        config,
        repository,
        cache: tenants,
        audit: use.audit,
        publishChange: async (key) => {
          await redis?.publish(TENANTS_CHANGED_CHANNEL, key);
        },
        proposeMoneyRaise,
        history: drafts,
      });
      // Drafts publish through the same save (decision 065), money raises held as for any save.
      return {
        ...admin,
        drafts: createTenantDraftsService({ db, clock, repository, drafts, audit: use.audit, admin, texts }),
      };
    };
    const previewMandant = createTenantPreviewReader({
      db,
      clock,
      repository,
      drafts,
      environment: config.deployEnv,
      trackingEndpoints: config.trackingEndpoints,
      devFrameOrigins: config.devFrameOrigins,
    });
    /** Whether a request's preview token opens this tenant's drafts (the content module asks too). */
    const checkPreviewToken = createPreviewTokenCheck({ db, clock, drafts });
    /** The tenant's texts in its draft: the content module's text editor saves them there (decision 072). */
    const tenantTextDrafts = createTenantTextDrafts({ db, clock, repository, drafts });
    return { tenants, tenantsAdminWith, previewMandant, checkPreviewToken, tenantTextDrafts };
  },
  tenantRoutes: ({ previewMandant }) => [tenantsRoutes({ previewMandant })],
});
