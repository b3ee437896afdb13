import { createHash } from 'node:crypto';
import { agentListSchema, agentSchema, agentSearchQuerySchema } from '@kwk/shared/catalogue/agent.schemas';
import { AGENT_PAGE_SIZE } from '@kwk/shared/constants';
import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchesIfNoneMatch, sendSvg } from '../catalogue/catalogue.api.ts';
import type { AgentsService } from './agents.service.ts';

const params = z.object({ apiRoute: z.string().max(64) });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const tags = ['agents'];

/** Agent search and list (spec §7 "Products"), only where the tenant has ModuleAgentRecommendation. */
export function agentsRoutes({ agents }: { agents: AgentsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/Produkt/berater',
      {
        schema: {
          tags,
          summary: `Searches active agents by number, name, postcode or town; page 1 and ${AGENT_PAGE_SIZE} per page by default`,
          params,
          querystring: agentSearchQuerySchema,
          response: { 200: agentListSchema, ...errors },
        },
      },
      async (request) => agents.search(request.tenant, request.query),
    );

    app.get(
      '/Produkt/agents',
      {
        schema: {
          tags,
          summary: 'All active agents of the tenant, by name',
          params,
          response: { 200: z.array(agentSchema), ...errors },
        },
      },
      async (request) => agents.all(request.tenant),
    );

    app.get(
      '/berater/:externeId/foto',
      {
        schema: {
          tags,
          summary:
            "An agent's photo: the one uploaded in the console (JPEG, PNG or WebP), else an SVG with initials",
          params: params.extend({ externeId: z.string().min(1).max(50) }),
          response: { 200: z.any(), 304: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const uploaded = await agents.uploadedPhoto(request.tenant, request.params.externeId);
        if (uploaded) {
          // A photo may be replaced in the console at any time: revalidate on every use (ETag).
          const etag = `"${createHash('sha256').update(uploaded.bytes).digest('base64url').slice(0, 27)}"`;
          reply.header('etag', etag).header('cache-control', 'no-cache');
          if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
          return reply.type(uploaded.type).send(uploaded.bytes);
        }
        const photo = await agents.photoOf(request.tenant, request.params.externeId);
        return sendSvg(request, reply, { ...photo, width: 96, height: 96 });
      },
    );
  };
}
