import {
  consoleCatalogueSchema,
  consoleCategoryInputSchema,
  consoleFootnoteInputSchema,
  consolePairInputSchema,
  consoleProductInputSchema,
  consoleRewardInputSchema,
  tenantIdParams,
  tenantKeyParams,
} from '@kwk/shared/operator/catalogue.schemas';
import { moneyRaisePendingSchema } from '@kwk/shared/operator/money-raises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { languageOf } from '../../plugins/language.ts';
import type { CatalogueConsole, CatalogueKind } from './catalogue-console.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['operator console: catalogue'];
const security = bearerSecurity;
const edit = { auth: { operator: 'catalogue.edit' } } as const;
const idResponse = z.object({ Id: z.number().int() });

/** Each kind's path segment, body and name in the API description. */
const KINDS = [
  ['kategorien', 'categories', consoleCategoryInputSchema, 'product category'],
  ['produkte', 'products', consoleProductInputSchema, 'product'],
  ['paare', 'pairs', consolePairInputSchema, 'device–tariff pair'],
  ['praemien', 'rewards', consoleRewardInputSchema, 'reward'],
  ['fussnoten', 'footnotes', consoleFootnoteInputSchema, 'footnote'],
] as const;

/**
 * The console's catalogue of a tenant (issue 14): read it whole (`tenants.read`), and add, change
 * or delete a row of each kind (`catalogue.edit`). Another tenant's row in the path answers 404.
 */
export function catalogueConsoleRoutes({
  catalogueConsole,
}: {
  catalogueConsole: CatalogueConsole;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/katalog/mandanten',
      {
        config: { auth: { operator: 'tenants.read' } },
        schema: {
          tags,
          security,
          summary: 'The tenants whose catalogue the console edits: key and brand name',
          response: { 200: z.array(z.object({ Key: z.string(), Name: z.string() })), ...errors },
        },
      },
      async () => catalogueConsole.tenants(),
    );

    app.get(
      '/mandanten/:tenantKey/katalog',
      {
        config: { auth: { operator: 'tenants.read' } },
        schema: {
          tags,
          security,
          summary:
            "A tenant's whole catalogue, inactive rows too: categories, products, pairs, rewards, footnotes",
          params: tenantKeyParams,
          response: { 200: consoleCatalogueSchema, ...errors },
        },
      },
      async (request) => catalogueConsole.catalogue(request.params.tenantKey),
    );

    for (const [segment, kind, body, name] of KINDS) {
      const base = `/mandanten/:tenantKey/katalog/${segment}`;
      const k = kind as CatalogueKind;
      app.post(
        base,
        {
          config: edit,
          schema: {
            tags,
            security,
            summary: `Adds a ${name} under the tenant's next number (audited); a reward, or a product earning a paying reward, waits for a second admin (202)`,
            params: tenantKeyParams,
            body,
            response: { 201: idResponse, 202: moneyRaisePendingSchema, ...errors },
          },
        },
        async (request, reply) => {
          const created = await catalogueConsole.create(
            request.operator.operator.id,
            request.params.tenantKey,
            k,
            request.body as never,
            languageOf(request.headers['accept-language']),
          );
          // A new reward, or a product earning a paying reward, waits for a second admin (decision 047).
          if ('pending' in created) return reply.code(202).send({ GeldFreigabe: created.pending });
          return reply.code(201).send({ Id: created.id });
        },
      );
      app.put(
        `${base}/:id`,
        {
          config: edit,
          schema: {
            tags,
            security,
            summary: `Changes a ${name} (audited); a change that makes some product pay more waits for a second admin (202)`,
            params: tenantIdParams,
            body,
            response: { 200: idResponse, 202: moneyRaisePendingSchema, ...errors },
          },
        },
        async (request, reply) => {
          const pending = await catalogueConsole.update(
            request.operator.operator.id,
            request.params.tenantKey,
            k,
            request.params.id,
            request.body as never,
            languageOf(request.headers['accept-language']),
          );
          // A raise waits for a second admin (decision 047 and addendum); nothing of it is saved yet.
          if (pending) return reply.code(202).send({ GeldFreigabe: pending });
          return { Id: request.params.id };
        },
      );
      app.delete(
        `${base}/:id`,
        {
          config: edit,
          schema: {
            tags,
            security,
            summary: `Deletes a ${name} nothing uses; 409 when referrals (or products) still do — deactivate it instead`,
            params: tenantIdParams,
            response: { 204: z.null(), ...errors },
          },
        },
        async ({ operator, params }, reply) => {
          await catalogueConsole.remove(operator.operator.id, params.tenantKey, k, params.id);
          return reply.code(204).send(null);
        },
      );
    }
  };
}
