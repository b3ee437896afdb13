import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import { PREVIEW_TOKEN_HEADER } from '@kwk/shared/operator/tenant-drafts.schemas';
import { defaultRouteList } from '@kwk/shared/routes/default-routes';
import { mandantSchema } from '@kwk/shared/tenants/mandant.schemas';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/app-error.ts';
import { encodedMandant, mandantEncoding } from './mandant-encodings.ts';
import type { PreviewMandant } from './tenant-drafts.service.ts';

/** The longest tenant key or route a path may name. */
const MAX_PARAM = 64;
const apiRouteParams = z.object({ apiRoute: z.string().max(MAX_PARAM) });

/**
 * The configuration call's path parameters checked by length first: zod's parse of them cost the
 * hottest call about 1 µs of its 17–19 (issue 32, decision 069's addendum). Only parameters that
 * fail go to zod, so the 400 and its messages stay the schema's.
 */
const paramsWithinLength: typeof validatorCompiler = (route) => {
  const bySchema = validatorCompiler(route);
  return (data) => {
    const { apiRoute, key } = data as { apiRoute?: unknown; key?: unknown };
    const short =
      typeof apiRoute === 'string' &&
      apiRoute.length <= MAX_PARAM &&
      typeof key === 'string' &&
      key.length <= MAX_PARAM;
    return short ? { value: data } : bySchema(data);
  };
};

const routeListSchema = z.array(z.object({ Name: z.string(), Route: z.string(), Path: z.string() }));
const routeListJson = JSON.stringify(defaultRouteList());

/** Tenant configuration calls of spec §7: `GET /mandant/{key}` and `GET /route/default`. */
export const tenantsRoutes =
  ({ previewMandant }: { previewMandant: PreviewMandant }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/mandant/:key',
      {
        // Public configuration answered from memory, as cheap as a static file: not rate-limited, like
        // assets, and compressed once per configuration rather than on the fly (mandant-encodings.ts).
        config: { rateLimit: false },
        compress: false,
        validatorCompiler: paramsWithinLength as never,
        schema: {
          tags: ['configuration'],
          summary: 'Tenant configuration: modules, URLs, channels, rules and brand settings',
          params: apiRouteParams.extend({ key: z.string().max(MAX_PARAM) }),
          response: { 200: mandantSchema, 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { tenant } = request;
        // A tenant's API answers only for itself: tenant A never reads tenant B's configuration.
        if (request.params.key.toLowerCase() !== tenant.key) throw new AppError('tenants.not_found');
        // An operator's preview (decision 065): the draft, for a valid token of this tenant only,
        // never stored by a cache. Without the header the public answer below, never a draft.
        const token = request.headers[PREVIEW_TOKEN_HEADER];
        if (token !== undefined) {
          const draft = await previewMandant(tenant.id, String(token));
          return reply.header('cache-control', 'no-store').send(draft);
        }
        // The answer differs by coding, so caches key on it. A 304 carries the validators and the
        // caching rule of the answer it confirms (RFC 9110 §15.4.5): a cache updates its stored
        // answer's headers from it, and a `no-store` here would end the revalidation.
        reply
          .header('vary', 'accept-encoding')
          .header('etag', tenant.etag)
          .header('cache-control', 'no-cache');
        if (request.headers['if-none-match'] === tenant.etag)
          return reply.code(304 as 200).send(undefined as never);
        reply.type('application/json; charset=utf-8');
        const encoding = mandantEncoding(request.headers['accept-encoding']);
        // Already valid JSON of mandantSchema, prepared once per configuration change.
        if (encoding === undefined) return reply.send(tenant.mandantBody as never);
        return reply.header('content-encoding', encoding).send(encodedMandant(tenant, encoding) as never);
      },
    );

    app.get(
      '/route/default',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['configuration'],
          summary: 'Default route list: every route name of spec §7 with its path',
          params: apiRouteParams,
          response: { 200: routeListSchema, 404: apiErrorSchema },
        },
      },
      async (_request, reply) => reply.type('application/json; charset=utf-8').send(routeListJson as never),
    );
  };
