import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant, TenantCache } from '../tenants/tenant-cache.ts';
import { canonicalPagePath, namesApi } from './canonical-page-path.ts';
import { injectConfig } from './index-html.ts';

/** A file name with an extension: anything else is a client-side route and gets index.html. */
const FILE_PATH = /\.[a-z0-9]{1,8}$/i;

/**
 * Serves the built SPA: hashed assets with a year's cache, every other page path as index.html
 * with the Host's tenant injected. Unknown API paths, in any spelling, stay JSON 404s; a known
 * page spelled otherwise (`/Login`, `//login`) is sent to its one spelling.
 */
export function spaRoutes({
  webDist,
  tenants,
}: {
  webDist: string;
  tenants: TenantCache;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyStatic, { root: webDist, serve: false });
    let indexHtml: string | undefined;
    const perTenant = new Map<string, string>();

    async function page(tenant: Tenant): Promise<string | undefined> {
      indexHtml ??= await readFile(path.join(webDist, 'index.html'), 'utf8').catch(() => undefined);
      if (!indexHtml) return undefined;
      let html = perTenant.get(tenant.etag);
      if (!html) {
        html = injectConfig(indexHtml, tenant);
        perTenant.set(tenant.etag, html);
      }
      return html;
    }

    app.get(
      '/*',
      {
        schema: {
          hide: true,
          params: z.object({ '*': z.string() }),
          response: { 200: z.any(), 301: z.any(), 404: apiErrorSchema, 503: z.string() },
        },
      },
      async (request, reply) => {
        const rest = request.params['*'];
        if (namesApi(rest)) throw new AppError('common.not_found');
        const [rawPath = '/', query] = request.url.split(/\?(.*)/s, 2);
        const canonical = canonicalPagePath(rawPath);
        if (canonical) return reply.redirect(query === undefined ? canonical : `${canonical}?${query}`, 301);
        if (FILE_PATH.test(rest) && !rest.endsWith('.html')) {
          const immutable = rest.startsWith('assets/');
          return reply
            .header(
              'cache-control',
              immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
            )
            .sendFile(rest, { cacheControl: false });
        }
        const tenant = await tenants.byHost(request.headers.host);
        const html = tenant ? await page(tenant) : undefined;
        if (!html) {
          return reply
            .status(503)
            .type('text/plain; charset=utf-8')
            .send('The web app is not built yet: run `npm run build`.');
        }
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
      },
    );
  };
}
