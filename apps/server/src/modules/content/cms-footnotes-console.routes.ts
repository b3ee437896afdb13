import { randomUUID } from 'node:crypto';
import {
  CMS_CONSOLE_PATHS,
  cmsConsoleParams,
  consoleFootnotesSchema,
  footnoteBodySchema,
  footnoteSchema,
} from '@kwk/shared/content/cms.schemas';
import { withFieldMessages } from '@kwk/shared/operator/tenants.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { deleteRoute, edit, itemParams, read, tags } from './cms-console-route-parts.ts';
import type { CmsEntriesConsole } from './cms-entries-console.service.ts';

/** The console's footnotes of a tenant per language: list, add, replace, delete. */
export function cmsFootnotesConsoleRoutes({ footnotes }: CmsEntriesConsole): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      CMS_CONSOLE_PATHS.footnotes,
      {
        config: read,
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'The tenant’s footnotes in a language',
          params: cmsConsoleParams,
          response: { 200: consoleFootnotesSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => footnotes.list(request.params.key, request.params.lang),
    );
    app.post(
      CMS_CONSOLE_PATHS.footnotes,
      {
        config: { ...edit, bodySchema: (_t, lang) => withFieldMessages(footnoteBodySchema(lang), lang) },
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Adds a footnote',
          params: cmsConsoleParams,
          body: footnoteBodySchema('de'),
          response: { 201: footnoteSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { key, lang } = request.params;
        const operatorId = request.operator.operator.id;
        const saved = await footnotes.save(
          operatorId,
          key,
          lang,
          randomUUID(),
          request.body,
          'content.footnote_created',
        );
        return reply.code(201).send(saved);
      },
    );
    app.put(
      CMS_CONSOLE_PATHS.footnote,
      {
        config: { ...edit, bodySchema: (_t, lang) => withFieldMessages(footnoteBodySchema(lang), lang) },
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Replaces a footnote',
          params: itemParams,
          body: footnoteBodySchema('de'),
          response: { 200: footnoteSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { key, lang, id } = request.params;
        return footnotes.save(
          request.operator.operator.id,
          key,
          lang,
          id,
          request.body,
          'content.footnote_saved',
        );
      },
    );
    deleteRoute(
      app,
      CMS_CONSOLE_PATHS.footnote,
      itemParams,
      'Deletes a footnote in a language',
      footnotes.remove,
    );
  };
}
