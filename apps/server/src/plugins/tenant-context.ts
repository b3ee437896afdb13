import type { FastifyInstance } from 'fastify';
import { LOADING, type Tenant, type TenantCache } from '../modules/tenants/tenant-cache.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant named by `/api/v1/{apiRoute}`; set before any handler of the tenant API runs. */
    tenant: Tenant;
  }
}

/**
 * Resolves `:apiRoute` to its tenant for every route in the scope; an unknown tenant is a 404
 * `{code, message}` before validation or the handler runs.
 */
export function resolveTenantFromPath(app: FastifyInstance, tenants: TenantCache): void {
  app.decorateRequest('tenant', null as unknown as Tenant);
  // A callback hook answered from memory in the same tick: an async one (or a promise awaited while
  // the configuration is loaded already) moved every tenant API answer to a later microtask.
  app.addHook('preValidation', (request, _reply, done) => {
    const apiRoute = (request.params as { apiRoute?: string }).apiRoute;
    if (!apiRoute) return done(new AppError('tenants.not_found'));
    const settle = (tenant: Tenant | undefined) => {
      if (!tenant) return done(new AppError('tenants.not_found'));
      request.tenant = tenant;
      done();
    };
    const now = tenants.byKeyNow(apiRoute);
    if (now !== LOADING) return settle(now);
    tenants.byKey(apiRoute).then(settle, done);
  });
}
