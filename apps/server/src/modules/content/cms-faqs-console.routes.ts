import { randomUUID } from 'node:crypto';
import {
  CMS_CONSOLE_PATHS,
  cmsConsoleParams,
  consoleFaqsSchema,
  faqBodySchema,
  faqSchema,
} from '@kwk/shared/content/cms.schemas';
import { withFieldMessages } from '@kwk/shared/operator/tenants.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { deleteRoute, edit, itemParams, read, tags } from './cms-console-route-parts.ts';
import type { CmsEntriesConsole } from './cms-entries-console.service.ts';

/** The console's FAQs of a tenant per language: list, add, replace, delete. */
export function cmsFaqsConsoleRoutes({ faqs }: CmsEntriesConsole): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      CMS_CONSOLE_PATHS.faqs,
      {
        config: read,
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'The tenant’s FAQs in a language',
          params: cmsConsoleParams,
          response: { 200: consoleFaqsSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => faqs.list(request.params.key, request.params.lang),
    );
    app.post(
      CMS_CONSOLE_PATHS.faqs,
      {
        config: { ...edit, bodySchema: (_t, lang) => withFieldMessages(faqBodySchema(lang), lang) },
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Adds a FAQ',
          params: cmsConsoleParams,
          body: faqBodySchema('de'),
          response: { 201: faqSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { key, lang } = request.params;
        const operatorId = request.operator.operator.id;
        const saved = await faqs.save(
          operatorId,
          key,
          lang,
          randomUUID(),
          request.body,
          'content.faq_created',
        );
        return reply.code(201).send(saved);
      },
    );
    app.put(
      CMS_CONSOLE_PATHS.faq,
      {
        config: { ...edit, bodySchema: (_t, lang) => withFieldMessages(faqBodySchema(lang), lang) },
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Replaces a FAQ (creates it in this language when only the other has it)',
          params: itemParams,
          body: faqBodySchema('de'),
          response: { 200: faqSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { key, lang, id } = request.params;
        return faqs.save(request.operator.operator.id, key, lang, id, request.body, 'content.faq_saved');
      },
    );
    deleteRoute(app, CMS_CONSOLE_PATHS.faq, itemParams, 'Deletes a FAQ in a language', faqs.remove);
  };
}
