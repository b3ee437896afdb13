import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { accountsModule } from '../accounts/accounts.module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { lifecycleModule } from '../lifecycle/lifecycle.module.ts';
import type { mailModule } from '../mail/mail.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { createGoodwillRepository } from './goodwill.repository.ts';
import { goodwillConsoleRoutes, goodwillTenantRoutes } from './goodwill.routes.ts';
import { createGoodwillService } from './goodwill.service.ts';

type Uses = ProvidedBy<typeof auditModule> &
  Pick<ProvidedBy<typeof accountsModule>, 'referrers'> &
  Pick<ProvidedBy<typeof lifecycleModule>, 'rewardCredits' | 'lifecycleHooks'> &
  ProvidedBy<typeof mailModule> &
  Pick<ProvidedBy<typeof tenantsModule>, 'tenants'>;

/**
 * Goodwill cases (Kulanz, issue 14): opened by the contact form (which sits above this module),
 * decided in the console; a grant is a reward credit the lifecycle owns.
 */
export const goodwillModule = defineModule({
  name: 'goodwill',
  needs: ['audit', 'accounts', 'lifecycle', 'mail', 'tenants'],
  services: ({ db, clock, config }, use: Uses) => ({
    goodwill: createGoodwillService({
      db,
      clock,
      config,
      tenants: use.tenants,
      referrers: use.referrers,
      credits: use.rewardCredits,
      lifecycleHooks: use.lifecycleHooks,
      outbox: use.outbox,
      audit: use.audit,
      repository: createGoodwillRepository(),
    }),
  }),
  tenantRoutes: ({ goodwill }) => [goodwillTenantRoutes({ goodwill })],
  consoleRoutes: ({ goodwill }) => [goodwillConsoleRoutes({ goodwill })],
});
