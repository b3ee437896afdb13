import {
  consoleCampaignInputSchema,
  consoleCampaignSchema,
  tenantIdParams,
  tenantKeyParams,
} from '@kwk/shared/operator/catalogue.schemas';
import { moneyRaisePendingSchema } from '@kwk/shared/operator/money-raises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInDocs } from '../../lib/route-schemas.ts';
import type { CampaignsConsole } from './campaigns-console.service.ts';

const { tags, security, errors } = signedInDocs('operator console: catalogue', 400, 401, 403, 404, 409);
const read = { auth: { operator: 'tenants.read' } } as const;
const edit = { auth: { operator: 'catalogue.edit' } } as const;

/** The console's campaigns of a tenant: list, create, edit, delete where no referral consented. */
export function campaignsConsoleRoutes({
  campaignsConsole,
}: {
  campaignsConsole: CampaignsConsole;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const base = '/mandanten/:tenantKey/kampagnen';
    app.get(
      base,
      {
        config: read,
        schema: {
          tags,
          security,
          summary: "A tenant's campaigns with their legal texts, German and English",
          params: tenantKeyParams,
          response: { 200: z.array(consoleCampaignSchema), ...errors },
        },
      },
      async (request) => campaignsConsole.list(request.params.tenantKey),
    );
    app.post(
      base,
      {
        config: edit,
        schema: {
          tags,
          security,
          summary: 'Adds a campaign (audited); one with a bonus waits for a second admin (202)',
          params: tenantKeyParams,
          body: consoleCampaignInputSchema,
          response: { 201: consoleCampaignSchema, 202: moneyRaisePendingSchema, ...errors },
        },
      },
      async ({ operator, params, body }, reply) => {
        const created = await campaignsConsole.create(operator.operator.id, params.tenantKey, body);
        // A campaign with a bonus waits for a second admin (decision 047).
        if ('pending' in created) return reply.code(202).send({ GeldFreigabe: created.pending });
        return reply.code(201).send(created);
      },
    );
    app.put(
      `${base}/:id`,
      {
        config: edit,
        schema: {
          tags,
          security,
          summary: 'Changes a campaign (audited); a higher bonus waits for a second admin (202)',
          params: tenantIdParams,
          body: consoleCampaignInputSchema,
          response: { 200: consoleCampaignSchema, 202: moneyRaisePendingSchema, ...errors },
        },
      },
      async ({ operator, params, body }, reply) => {
        const saved = await campaignsConsole.update(operator.operator.id, params.tenantKey, params.id, body);
        // A higher bonus waits for a second admin (decision 047); nothing of it is saved yet.
        if ('pending' in saved) return reply.code(202).send({ GeldFreigabe: saved.pending });
        return saved;
      },
    );
    app.delete(
      `${base}/:id`,
      {
        config: edit,
        schema: {
          tags,
          security,
          summary: 'Deletes a campaign no referral consented to; 409 otherwise (end it instead)',
          params: tenantIdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async ({ operator, params }, reply) => {
        await campaignsConsole.remove(operator.operator.id, params.tenantKey, params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
