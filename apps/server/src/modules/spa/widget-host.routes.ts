import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/app-error.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import { widgetHostIndex, widgetHostPage, widgetHostPolicy } from './widget-host-page.ts';

/**
 * Development only (not registered elsewhere): `/dev/widget-host/{tenant}`, a host page embedding
 * the tenant's widget. Opened at http://127.0.0.1:PORT (config.devFrameOrigins) it is another origin
 * than the tenant's portal at http://{tenant}.localhost:PORT, so the frame and its messages cross
 * origins as on a brand's real site.
 */
export function widgetHostRoutes({ tenants }: { tenants: TenantCache }): FastifyPluginAsyncZod {
  return async (app) => {
    // The bare path lists the tenants' demo pages (else it would fall through to the SPA).
    app.get(
      '/dev/widget-host/',
      {
        schema: {
          tags: ['development'],
          summary: 'Development only: links to each tenant’s demo host page',
          response: { 200: z.string() },
        },
      },
      async (_request, reply) => {
        const keys = (await tenants.all()).map((t) => t.key).sort();
        return reply
          .header('cache-control', 'no-cache')
          .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
          .type('text/html; charset=utf-8')
          .send(widgetHostIndex(keys));
      },
    );

    app.get(
      '/dev/widget-host/:tenant',
      {
        schema: {
          tags: ['development'],
          summary: 'Development only: a demo host page with the tenant’s widget',
          params: z.object({ tenant: z.string().max(64) }),
          response: { 200: z.string(), 404: z.object({ code: z.string(), message: z.string() }) },
        },
      },
      async (request, reply) => {
        const tenant = await tenants.byKey(request.params.tenant);
        if (!tenant) throw new AppError('common.not_found');
        const port = /:(\d{1,5})$/.exec(request.headers.host ?? '')?.[1];
        const portalOrigin = `${request.protocol}://${tenant.key}.localhost${port ? `:${port}` : ''}`;
        return reply
          .header('cache-control', 'no-cache')
          .header('content-security-policy', widgetHostPolicy(portalOrigin))
          .type('text/html; charset=utf-8')
          .send(widgetHostPage({ brandName: tenant.mandant.Brand.Name, portalOrigin }));
      },
    );
  };
}
