import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { analyticsConsoleRoutes, analyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService } from './analytics.service.ts';
import { consentConsoleRoutes } from './consent-console.routes.ts';
import { createConsentConsole } from './consent-console.service.ts';

type AnalyticsUses = ProvidedBy<typeof auditModule> & ProvidedBy<typeof tenantsModule>;

/**
 * Consent and analytics (issue 16, decision 027): the tenant's consent registry with the console's
 * editor of it, and the goal counts the portal keeps itself when no tracking endpoint is
 * configured. Owns `consent_categories` and `analytics_goal_counts`; imports `tenants` and `audit`.
 */
export const analyticsModule = defineModule({
  name: 'analytics',
  needs: ['audit', 'tenants'],
  services: ({ db, clock }, { audit, tenants }: AnalyticsUses) => {
    const analyticsRepository = createAnalyticsRepository({ db });
    return {
      analytics: createAnalyticsService({ repository: analyticsRepository, tenants, clock }),
      consentConsole: createConsentConsole({ db, repository: analyticsRepository, tenants, audit }),
    };
  },
  tenantRoutes: ({ analytics }) => [analyticsRoutes({ analytics })],
  consoleRoutes: ({ analytics, consentConsole }) => [
    analyticsConsoleRoutes({ analytics }),
    consentConsoleRoutes({ consentConsole }),
  ],
});
