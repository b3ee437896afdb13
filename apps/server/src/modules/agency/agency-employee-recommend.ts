import { type EmployeeAgent, employeeAgentSchema } from '@kwk/shared/agency/agency-admin.schemas';
import { captchaQuerySchema } from '@kwk/shared/captcha/captcha.schemas';
import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import {
  recommendationCreatedSchema,
  recommendationCreateSchema,
} from '@kwk/shared/referrals/referral.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { signedInDocs, tenantParams } from '../../lib/route-schemas.ts';
import { keyedIdentity } from '../../lib/secret-box.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ReferrerRow } from '../accounts/accounts.api.ts';
import type { AgentRecords } from '../agents/agents.api.ts';
import {
  type ReferralsService,
  recommendationCreated,
  recommendationInput,
} from '../referrals/referrals.api.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { AgencyInvitationsRepository } from './agency-invitations.repository.ts';
import { requireAgencyArea } from './agency-sessions.service.ts';

/**
 * /mitarbeiterempfehlen (issue 27, item 13): an agency's employee recommends as themself, signed in
 * with the account their employee invitation made. The agent number is the one that invitation
 * gave, read from the session, never one typed in: nobody recommends in another agent's name.
 */
export function createEmployeeRecommendService(deps: {
  db: Db;
  config: Pick<AppConfig, 'appSecret'>;
  invitations: Pick<AgencyInvitationsRepository, 'acceptedAgentNumber'>;
  agents: Pick<AgentRecords, 'byExterneId'>;
  referrals: Pick<ReferralsService, 'create'>;
}) {
  const { db, config } = deps;

  /** The signed-in account's active agent number, or `agency.not_an_agent`. */
  async function agentOf(tenant: Tenant, referrer: ReferrerRow): Promise<EmployeeAgent> {
    requireAgencyArea(tenant);
    // The invitation keeps its address by the same keyed identity it was invited with.
    const identity = keyedIdentity(config.appSecret, 'agency.invitation', emailIdentity(referrer.email));
    const number = await deps.invitations.acceptedAgentNumber(db, tenant.id, identity);
    if (!number || !(await deps.agents.byExterneId(tenant.id, number, db)))
      throw new AppError('agency.not_an_agent');
    return { Agentennummer: number };
  }

  return {
    agentOf,

    /** The recommendation with the session's agent number, whatever number the body named. */
    async recommend(
      tenant: Tenant,
      referrer: ReferrerRow,
      body: Parameters<ReferralsService['create']>[1],
      input: Parameters<ReferralsService['create']>[2],
    ) {
      const { Agentennummer } = await agentOf(tenant, referrer);
      return deps.referrals.create(
        tenant,
        { ...body, Empfehlung: { ...body.Empfehlung, Agentennummer, AgentNumber: undefined } },
        { ...input, employeeAgent: Agentennummer },
      );
    },
  };
}

export type EmployeeRecommendService = ReturnType<typeof createEmployeeRecommendService>;

const { tags, security, errors } = signedInDocs('agency', 400, 401, 403, 404, 409, 422, 429);
const documentedBody = recommendationCreateSchema({ EmailWhitelist: [], AllowSelfRecommendation: true });

/** `GET`/`POST /Mitarbeiterempfehlung`: the signed-in agent's number, and recommending with it. */
export function employeeRecommendRoutes({
  employeeRecommend,
}: {
  employeeRecommend: EmployeeRecommendService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/Mitarbeiterempfehlung',
      {
        config: { auth: 'referrer' },
        schema: {
          tags,
          security,
          summary: 'The agent number of the signed-in account (an employee an agency invited)',
          params: tenantParams,
          response: { 200: employeeAgentSchema, ...errors },
        },
      },
      async (request) => employeeRecommend.agentOf(request.tenant, request.referrer.referrer),
    );

    app.post(
      '/Mitarbeiterempfehlung',
      {
        config: {
          auth: 'referrer',
          rateLimit: { max: 20, timeWindow: '1 minute' },
          bodySchema: (tenant, lang) => recommendationCreateSchema(tenant.mandant.Rules, lang),
        },
        schema: {
          tags,
          security,
          summary:
            'Recommends as the signed-in agency employee: the referral carries their own agent number, never another',
          params: tenantParams,
          querystring: captchaQuerySchema,
          body: documentedBody,
          response: { 202: recommendationCreatedSchema, ...errors },
        },
      },
      async (request, reply) => {
        const input = recommendationInput(request, reply, request.query.captcha);
        const created = await employeeRecommend.recommend(
          request.tenant,
          request.referrer.referrer,
          request.body,
          input,
        );
        return reply.status(202).send(recommendationCreated(input.lang, created));
      },
    );
  };
}
