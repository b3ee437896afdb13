import { defineModule } from '../../lib/app-module.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import { createFiguresRepository } from './figures.repository.ts';
import { figuresRoutes } from './figures.routes.ts';
import { createFiguresService } from './figures.service.ts';

/**
 * Figures per tenant for the operator console (issue 14): read-only, it counts over the tables of
 * referrals, recipients, partner events and reward credits (joins only, docs/modules.md) and owns
 * no table; nothing else depends on it.
 */
export const figuresModule = defineModule({
  name: 'figures',
  needs: ['tenants'],
  services: (ctx, use: { tenants: TenantCache }) => ({
    figures: createFiguresService({
      tenants: use.tenants,
      repository: createFiguresRepository({ db: ctx.db }),
      clock: ctx.clock,
    }),
  }),
  consoleRoutes: (services) => [figuresRoutes(services)],
});
