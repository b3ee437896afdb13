import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { BootData } from '@kwk/shared/content/boot-data';
import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import { isPagePath } from '@kwk/shared/routes/page-paths';
import { getHref } from '@kwk/shared/routes/route-table';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/app-error.ts';
import { isConsoleHost } from '../../plugins/console-host.ts';
import { hostName, type Tenant, type TenantCache } from '../tenants/tenants.api.ts';
import { canonicalPagePath, namesApi } from './canonical-page-path.ts';
import { faviconIco, faviconSvg } from './favicon.ts';
import { categoryPageOf, injectConfig, pageHtml, startPageOf } from './index-html.ts';
import { noProgrammePage } from './no-programme-page.ts';

/** A file name with an extension: anything else is a client-side route and gets index.html. */
const FILE_PATH = /\.[a-z0-9]{1,8}$/i;
/** Icons may change with the brand colour: a day's caching, no `immutable`. */
const ICON_CACHE = 'public, max-age=86400';
const NOT_FOUND_PATH = getHref('FileNotFound');

/**
 * Serves the built SPA: hashed assets with a year's cache (precompressed copies by Accept-Encoding),
 * every other page path as index.html with the Host's tenant injected — status 404 where the SPA
 * shows its 404 page. Unknown API paths, in any spelling, stay JSON 404s; a known page spelled
 * otherwise (`/Login`, `//login`) is sent to its one spelling; a Host with no tenant gets a 404 page
 * saying so (decision 015).
 */
export function spaRoutes({
  webDist,
  tenants,
  consoleHost,
  bootData,
}: {
  webDist: string;
  tenants: TenantCache;
  consoleHost: string;
  /** The texts and start content each page carries (the content module's; none: the SPA asks). */
  bootData?: (tenant: Tenant, log: FastifyBaseLogger) => Promise<BootData>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true });
    let indexHtml: string | undefined;
    /** Per tenant id, its page for one configuration (etag): a new configuration replaces it. */
    const perTenant = new Map<string, { etag: string; html: string }>();

    let consoleHtml: string | undefined;
    /** The operator console's page (a build of its own, `betrieb.html`); no tenant is injected. */
    async function builtConsole(): Promise<string | undefined> {
      consoleHtml ??= await readFile(path.join(webDist, 'betrieb.html'), 'utf8').catch(() => undefined);
      return consoleHtml;
    }

    async function builtIndex(): Promise<string | undefined> {
      indexHtml ??= await readFile(path.join(webDist, 'index.html'), 'utf8').catch(() => undefined);
      return indexHtml;
    }

    async function page(tenant: Tenant): Promise<string | undefined> {
      const built = await builtIndex();
      if (!built) return undefined;
      const cached = perTenant.get(tenant.id);
      if (cached?.etag === tenant.etag) return cached.html;
      const html = injectConfig(built, tenant);
      perTenant.set(tenant.id, { etag: tenant.etag, html });
      return html;
    }

    const iconSchema = { schema: { hide: true, response: { 200: z.any() } } };
    app.get('/favicon.ico', iconSchema, async (request, reply) =>
      reply
        .header('cache-control', ICON_CACHE)
        .type('image/x-icon')
        .send(faviconIco(await tenants.byHost(request.headers.host))),
    );
    app.get('/favicon.svg', iconSchema, async (request, reply) =>
      reply
        .header('cache-control', ICON_CACHE)
        .type('image/svg+xml; charset=utf-8')
        .send(faviconSvg(await tenants.byHost(request.headers.host))),
    );

    app.get(
      '/*',
      {
        schema: {
          hide: true,
          params: z.object({ '*': z.string() }),
          // 404: the JSON error of an API path, or a page (the SPA's 404, no programme at this Host).
          response: {
            200: z.any(),
            301: z.any(),
            404: z.union([apiErrorSchema, z.string()]),
            503: z.string(),
          },
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
        if (isConsoleHost(request.headers.host, consoleHost)) {
          // The console routes in the browser; every page path gets its one page, never cached.
          const html = await builtConsole();
          if (!html)
            return reply
              .status(503)
              .type('text/plain; charset=utf-8')
              .send('The operator console is not built yet: run `npm run build`.');
          return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
        }
        const tenant = await tenants.byHost(request.headers.host);
        if (!tenant) {
          const host = hostName(request.headers.host).slice(0, 253);
          return reply
            .status(404)
            .header('cache-control', 'no-cache')
            .type('text/html; charset=utf-8')
            .send(noProgrammePage(host, await builtIndex()));
        }
        const html = await page(tenant);
        if (!html) {
          return reply
            .status(503)
            .type('text/plain; charset=utf-8')
            .send('The web app is not built yet: run `npm run build`.');
        }
        const known =
          isPagePath(rawPath, tenant.mandant.Brand.CategoryPages, tenant.mandant.Modules) &&
          rawPath.replace(/\/+$/, '') !== NOT_FOUND_PATH;
        const data = await bootData?.(tenant, request.log).catch(() => undefined);
        const start = startPageOf(tenant, rawPath, query, data?.Language);
        const category = start ? undefined : categoryPageOf(tenant, rawPath, query, data?.Language);
        return reply
          .status(known ? 200 : 404)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(pageHtml(html, tenant, data, start, category));
      },
    );
  };
}
