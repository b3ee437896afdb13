import { defineModule } from '../../lib/app-module.ts';
import type { TenantCache } from '../tenants/tenant-cache.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { analyticsConsoleRoutes, analyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService } from './analytics.service.ts';

/**
 * Consent and analytics (issue 16, decision 027): the tenant's consent registry and the goal
 * counts the portal keeps itself when no tracking endpoint is configured. Owns `consent_categories`
 * and `analytics_goal_counts`; imports nothing but `tenants`.
 */
export const analyticsModule = defineModule({
  name: 'analytics',
  needs: ['tenants'],
  services: ({ db, clock }, use: { tenants: TenantCache }) => {
    const analyticsRepository = createAnalyticsRepository({ db });
    return {
      analyticsRepository,
      analytics: createAnalyticsService({ repository: analyticsRepository, tenants: use.tenants, clock }),
    };
  },
  tenantRoutes: ({ analytics }) => [analyticsRoutes({ analytics })],
  consoleRoutes: ({ analytics }) => [analyticsConsoleRoutes({ analytics })],
});
