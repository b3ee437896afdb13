import { agentListSchema, agentSchema, agentSearchQuerySchema } from '@kwk/shared/catalogue/agent.schemas';
import { AGENT_PAGE_SIZE } from '@kwk/shared/constants';
import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendSvg } from '../catalogue/catalogue-images.routes.ts';
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
          summary: "An agent's photo (SVG with initials until a real photo is stored)",
          params: params.extend({ externeId: z.string().min(1).max(50) }),
          response: { 200: z.string(), 304: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const photo = await agents.photoOf(request.tenant, request.params.externeId);
        return sendSvg(request, reply, { ...photo, width: 96, height: 96 });
      },
    );
  };
}
