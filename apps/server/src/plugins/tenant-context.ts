import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tenant, TenantCache } from '../modules/tenants/tenant-cache.ts';
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
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const apiRoute = (request.params as { apiRoute?: string }).apiRoute;
    const tenant = apiRoute ? await tenants.byKey(apiRoute) : undefined;
    if (!tenant) throw new AppError('tenants.not_found');
    request.tenant = tenant;
  });
}
