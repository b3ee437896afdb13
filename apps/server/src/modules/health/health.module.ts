import { defineModule } from '../../lib/app-module.ts';
import { healthRoutes } from './health.routes.ts';

/** Liveness and readiness for the load balancer. */
export const healthModule = defineModule({
  name: 'health',
  needs: [],
  services: () => ({}),
  rootRoutes: (_use, { database, config }) => [
    healthRoutes({ database, timeoutMs: config.readinessTimeoutMs }),
  ],
});
