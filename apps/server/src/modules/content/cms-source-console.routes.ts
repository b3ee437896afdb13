import {
  CMS_CONSOLE_PATHS,
  cacheClearedSchema,
  contentSourceInfoSchema,
} from '@kwk/shared/content/cms.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import type { CmsConsole } from './cms-console.service.ts';
import { edit, keyParams, read, tags } from './cms-console-route-parts.ts';

/** Where a tenant's content comes from, and dropping its cached content by hand. */
export function cmsSourceConsoleRoutes({ source }: CmsConsole): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      CMS_CONSOLE_PATHS.source,
      {
        config: read,
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Where the tenant’s content comes from',
          params: keyParams,
          response: { 200: contentSourceInfoSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => source.info(request.params.key),
    );
    app.post(
      CMS_CONSOLE_PATHS.cacheClear,
      {
        config: edit,
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Drops the tenant’s cached content, so it is read again from its source',
          params: keyParams,
          response: { 200: cacheClearedSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => source.clearCache(request.operator.operator.id, request.params.key),
    );
  };
}
