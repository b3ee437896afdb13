import {
  CONSENT_CONSOLE_PATHS,
  consentCategoryBodySchema,
  consentCategoryChangeSchema,
  consoleConsentCategorySchema,
  consoleConsentRegistrySchema,
} from '@kwk/shared/analytics/consent-console.schemas';
import { withFieldMessages } from '@kwk/shared/operator/tenants.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import type { ConsentConsole } from './consent-console.service.ts';

const tags = ['operator console'];
const read = { auth: { operator: 'tenants.read' as const } };
const edit = { auth: { operator: 'tenants.edit' as const } };
const keyParams = z.object({ key: z.string().max(64) });
const categoryParams = keyParams.extend({ identifier: z.string().max(40) });

/**
 * The console's editor of a tenant's consent registry (spec §3, decision 027): list, add, change,
 * delete. Reading needs tenants.read, writing tenants.edit (the tenant's configuration); every
 * write is audited in its transaction.
 */
export function consentConsoleRoutes({
  consentConsole,
}: {
  consentConsole: ConsentConsole;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      CONSENT_CONSOLE_PATHS.categories,
      {
        config: read,
        schema: {
          tags,
          security: bearerSecurity,
          summary:
            'A tenant’s consent categories with their texts in both languages (the defaults while it has none of its own)',
          params: keyParams,
          response: { 200: consoleConsentRegistrySchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => consentConsole.list(request.params.key),
    );

    app.post(
      CONSENT_CONSOLE_PATHS.categories,
      {
        config: {
          ...edit,
          bodySchema: (_t, lang) => withFieldMessages(consentCategoryBodySchema(lang), lang),
        },
        schema: {
          tags,
          security: bearerSecurity,
          summary:
            'Registers a consent category; an identifier the tenant already has is 409 `consent.already_registered`',
          params: keyParams,
          body: consentCategoryBodySchema('de'),
          response: { 201: consoleConsentCategorySchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const created = await consentConsole.create(
          request.params.key,
          request.operator.operator.id,
          request.body,
        );
        return reply.code(201).send(created);
      },
    );

    app.put(
      CONSENT_CONSOLE_PATHS.category,
      {
        config: {
          ...edit,
          bodySchema: (_t, lang) => withFieldMessages(consentCategoryChangeSchema(lang), lang),
        },
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Changes a consent category’s flag, position and texts (its identifier stays)',
          params: categoryParams,
          body: consentCategoryChangeSchema('de'),
          response: { 200: consoleConsentCategorySchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        consentConsole.update(
          request.params.key,
          request.operator.operator.id,
          request.params.identifier,
          request.body,
        ),
    );

    app.delete(
      CONSENT_CONSOLE_PATHS.category,
      {
        config: edit,
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Deletes a consent category in both languages (never `required`)',
          params: categoryParams,
          response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        await consentConsole.remove(
          request.params.key,
          request.operator.operator.id,
          request.params.identifier,
        );
        return reply.code(204).send(null);
      },
    );
  };
}
