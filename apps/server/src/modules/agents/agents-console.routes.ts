import {
  AGENT_PHOTO_MAX_BYTES,
  consoleAgentCreateSchema,
  consoleAgentInputSchema,
  consoleAgentPhotoSchema,
  consoleAgentSchema,
  tenantAgentParams,
  tenantKeyParams,
} from '@kwk/shared/operator/catalogue.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInDocs } from '../../lib/route-schemas.ts';
import type { AgentsConsole } from './agents-console.service.ts';

const { tags, security, errors } = signedInDocs('operator console: catalogue', 400, 401, 403, 404, 409, 413);
const edit = { auth: { operator: 'catalogue.edit' } } as const;
/** The photo travels as base64 in JSON: a third larger than its bytes, plus the JSON around it. */
const PHOTO_BODY_LIMIT = Math.ceil((AGENT_PHOTO_MAX_BYTES * 4) / 3) + 1024;

/** The console's agents of a tenant: list, add, change, set active or not, and their photos. */
export function agentsConsoleRoutes({
  agentsConsole,
}: {
  agentsConsole: AgentsConsole;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const base = '/mandanten/:tenantKey/berater';
    app.get(
      base,
      {
        config: { auth: { operator: 'tenants.read' } },
        schema: {
          tags,
          security,
          summary: "A tenant's agents, inactive ones too, with their photo links",
          params: tenantKeyParams,
          response: { 200: z.array(consoleAgentSchema), ...errors },
        },
      },
      async (request) => agentsConsole.list(request.params.tenantKey),
    );
    app.post(
      base,
      {
        config: edit,
        schema: {
          tags,
          security,
          summary: 'Adds an agent under a number the tenant does not have yet (audited)',
          params: tenantKeyParams,
          body: consoleAgentCreateSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await agentsConsole.create(request.operator.operator.id, request.params.tenantKey, request.body);
        return reply.code(204).send(null);
      },
    );
    app.put(
      `${base}/:externeId`,
      {
        config: edit,
        schema: {
          tags,
          security,
          summary: 'Changes an agent, or sets it inactive (an agent is never deleted: referrals name it)',
          params: tenantAgentParams,
          body: consoleAgentInputSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async ({ operator, params, body }, reply) => {
        await agentsConsole.update(operator.operator.id, params.tenantKey, params.externeId, body);
        return reply.code(204).send(null);
      },
    );
    app.get(
      `${base}/:externeId/foto`,
      {
        config: { auth: { operator: 'tenants.read' } },
        schema: {
          tags,
          security,
          summary:
            "An agent's uploaded photo as base64 with its type (the console shows it as a data: image); 404 without one",
          params: tenantAgentParams,
          response: { 200: z.object({ Typ: z.string(), Daten: z.string() }), ...errors },
        },
      },
      async (request) => agentsConsole.photo(request.params.tenantKey, request.params.externeId),
    );
    app.put(
      `${base}/:externeId/foto`,
      {
        config: edit,
        bodyLimit: PHOTO_BODY_LIMIT,
        schema: {
          tags,
          security,
          summary:
            "Stores an agent's photo: base64 of a JPEG, PNG or WebP up to 2 MB and 4000 px a side, checked by its bytes",
          params: tenantAgentParams,
          body: consoleAgentPhotoSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async ({ operator, params, body }, reply) => {
        await agentsConsole.setPhoto(operator.operator.id, params.tenantKey, params.externeId, body.Daten);
        return reply.code(204).send(null);
      },
    );
    app.delete(
      `${base}/:externeId/foto`,
      {
        config: edit,
        schema: {
          tags,
          security,
          summary: "Removes an agent's photo (the drawn initials show again)",
          params: tenantAgentParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async ({ operator, params }, reply) => {
        await agentsConsole.removePhoto(operator.operator.id, params.tenantKey, params.externeId);
        return reply.code(204).send(null);
      },
    );
  };
}
