import {
  CMS_CONSOLE_PATHS,
  cmsConsoleParams,
  consoleBlocksSchema,
  contentBlockBodySchema,
  contentBlockSchema,
} from '@kwk/shared/content/cms.schemas';
import { withFieldMessages } from '@kwk/shared/operator/tenants.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { blockParams, deleteRoute, edit, read, tags } from './cms-console-route-parts.ts';
import type { CmsEntriesConsole } from './cms-entries-console.service.ts';

/** The console's content blocks of a tenant per language: list, create or replace, delete. */
export function cmsBlocksConsoleRoutes({ blocks }: CmsEntriesConsole): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      CMS_CONSOLE_PATHS.blocks,
      {
        config: read,
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'The tenant’s content blocks in a language (its own store only, no fallback)',
          params: cmsConsoleParams,
          response: { 200: consoleBlocksSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => blocks.list(request.params.key, request.params.lang),
    );
    app.put(
      CMS_CONSOLE_PATHS.block,
      {
        config: { ...edit, bodySchema: (_t, lang) => withFieldMessages(contentBlockBodySchema(lang), lang) },
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Creates or replaces a content block',
          params: blockParams,
          body: contentBlockBodySchema('de'),
          response: { 200: contentBlockSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { key, lang, id } = request.params;
        return blocks.save(request.operator.operator.id, key, lang, id, request.body);
      },
    );
    deleteRoute(app, CMS_CONSOLE_PATHS.block, blockParams, 'Deletes a content block', blocks.remove);
  };
}
