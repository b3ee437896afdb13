import {
  agentRewardPlanSchema,
  rewardPlanBodySchema,
  rewardPlanFormSchema,
  rewardPlanSchema,
} from '@kwk/shared/agency/agency-admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInDocs, tenantParams } from '../../lib/route-schemas.ts';
import { languageOf } from '../../plugins/language.ts';
import type { AgencyRewardPlansService } from './agency-reward-plans.service.ts';
import { requireAgencyArea } from './agency-sessions.service.ts';

const { tags, security, errors } = signedInDocs('agency', 400, 401, 403, 404, 429);

/** The tab Praemienplan (ability Praemienplan; adding and deleting PraemienplanBearbeiten), and its public face. */
export function agencyRewardPlansRoutes({
  agencyRewardPlans,
}: {
  agencyRewardPlans: AgencyRewardPlansService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/agentur/praemienplan',
      {
        config: { auth: { agency: 'Praemienplan' } },
        schema: {
          tags,
          security,
          summary: "The agency's reward plans, newest start first",
          params: tenantParams,
          response: { 200: z.array(rewardPlanSchema), ...errors },
        },
      },
      async (request) => agencyRewardPlans.list(request.tenant, request.agency),
    );

    app.post(
      '/agentur/praemienplan',
      {
        config: {
          auth: { agency: 'PraemienplanBearbeiten' },
          bodySchema: (_tenant, lang) => rewardPlanFormSchema(lang),
        },
        schema: {
          tags,
          security,
          summary: 'Adds a reward plan: a product of the tenant (or every product), a value, a period',
          params: tenantParams,
          body: rewardPlanBodySchema,
          response: { 201: rewardPlanSchema, ...errors },
        },
      },
      async (request, reply) => {
        const lang = languageOf(request.headers['accept-language']);
        const plan = await agencyRewardPlans.add(request.tenant, request.agency, request.body, lang);
        return reply.code(201).send(plan);
      },
    );

    app.delete(
      '/agentur/praemienplan/:id',
      {
        config: { auth: { agency: 'PraemienplanBearbeiten' } },
        schema: {
          tags,
          security,
          summary: "Deletes one of the agency's reward plans",
          params: tenantParams.extend({ id: z.uuid() }),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await agencyRewardPlans.remove(request.tenant, request.agency, request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/agentur/praemienplan/agent/:Agentennummer',
      {
        preValidation: async (request) => requireAgencyArea(request.tenant),
        schema: {
          tags,
          summary:
            "The running reward plans of an agent's agency, for the agent's recommendation page (public: name, product and value only)",
          params: tenantParams.extend({ Agentennummer: z.string().min(1).max(50) }),
          response: { 200: z.array(agentRewardPlanSchema), ...errors },
        },
      },
      async (request) => agencyRewardPlans.activeForAgent(request.tenant, request.params.Agentennummer),
    );
  };
}
