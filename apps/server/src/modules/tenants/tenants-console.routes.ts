import { moneyRaisePendingSchema } from '@kwk/shared/operator/money-raises';
import {
  tenantCreateSchema,
  tenantDetailSchema,
  tenantSummarySchema,
  tenantUpdateSchema,
  withFieldMessages,
} from '@kwk/shared/operator/tenants.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { languageOf } from '../../plugins/language.ts';
import type { TenantsAdminService } from './tenants-admin.service.ts';

const tags = ['operator console'];
const security = bearerSecurity;
const keyParams = z.object({ key: z.string().max(64) });

/**
 * The console's tenant calls: list, read, create, save (tenants.read / tenants.edit). Bodies are
 * checked with the shared schemas in the request's language (field messages at each path).
 */
export function tenantsConsoleRoutes({
  tenantsAdmin,
}: {
  tenantsAdmin: TenantsAdminService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/mandanten',
      {
        config: { auth: { operator: 'tenants.read' } },
        schema: {
          tags,
          security,
          summary: 'Every tenant: key, name, hosts, modules switched on',
          response: { 200: z.array(tenantSummarySchema), ...errorResponses(401, 403, 404) },
        },
      },
      async () => tenantsAdmin.list(),
    );

    app.get(
      '/mandanten/:key',
      {
        config: { auth: { operator: 'tenants.read' } },
        schema: {
          tags,
          security,
          summary: 'A tenant’s whole configuration with its version (send it back when saving)',
          params: keyParams,
          response: { 200: tenantDetailSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => tenantsAdmin.get(request.params.key),
    );

    app.post(
      '/mandanten',
      {
        config: {
          auth: { operator: 'tenants.edit' },
          bodySchema: (_tenant, lang) => withFieldMessages(tenantCreateSchema(lang), lang),
        },
        schema: {
          tags,
          security,
          summary: 'Creates a tenant from a copy of another’s configuration or from defaults',
          body: tenantCreateSchema('de'),
          response: { 201: tenantDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const lang = languageOf(request.headers['accept-language']);
        const created = await tenantsAdmin.create(request.operator.operator.id, request.body, lang);
        return reply.code(201).send(created);
      },
    );

    app.put(
      '/mandanten/:key',
      {
        config: {
          auth: { operator: 'tenants.edit' },
          bodySchema: (_tenant, lang) => withFieldMessages(tenantUpdateSchema(lang), lang),
        },
        schema: {
          tags,
          security,
          summary:
            'Saves a tenant’s configuration; 409 when it changed since the version sent; 202 when a raised money rule waits for a second admin (the rest is saved)',
          params: keyParams,
          body: tenantUpdateSchema('de'),
          response: {
            200: tenantDetailSchema,
            202: tenantDetailSchema.extend(moneyRaisePendingSchema.shape),
            ...errorResponses(400, 401, 403, 404, 409),
          },
        },
      },
      async (request, reply) => {
        const lang = languageOf(request.headers['accept-language']);
        const saved = await tenantsAdmin.update(
          request.operator.operator.id,
          request.params.key,
          request.body,
          lang,
        );
        // A raised money rule waits for a second admin (decision 047): the rest is saved.
        if (saved.pending) return reply.code(202).send({ ...saved.detail, GeldFreigabe: saved.pending });
        return saved.detail;
      },
    );
  };
}
