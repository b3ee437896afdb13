import {
  goodwillApprovalSchema,
  goodwillCaseSchema,
  goodwillDecisionSchema,
  goodwillListQuerySchema,
  goodwillListSchema,
  goodwillOpeningSchema,
  goodwillOutcomeSchema,
} from '@kwk/shared/operator/goodwill.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses, tenantParams } from '../../lib/route-schemas.ts';
import { languageOf } from '../../plugins/language.ts';
import type { GoodwillService } from './goodwill.service.ts';

const tags = ['operator console'];
const security = bearerSecurity;
const auth = { auth: { operator: 'goodwill.decide' as const } };
const approver = { auth: { operator: 'goodwill.approve' as const } };
const approvalsReader = { auth: { operator: 'goodwillApprovals.read' as const } };

/**
 * The console's goodwill cases: the list (by state) and support's decision; finance's list of
 * grants waiting for approval and its approval (issue 27, item 2).
 */
export function goodwillConsoleRoutes({ goodwill }: { goodwill: GoodwillService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/kulanz',
      {
        config: auth,
        schema: {
          tags,
          security,
          summary: 'Goodwill cases (reward complaints from the contact form), newest first',
          querystring: goodwillListQuerySchema,
          response: { 200: goodwillListSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        Faelle: await goodwill.list(request.operator.operator.id, request.query.status),
      }),
    );

    app.post(
      '/kulanz',
      {
        config: auth,
        schema: {
          tags,
          security,
          summary:
            'Opens a goodwill case for a referrer account (a complaint support took); decided like any other',
          body: goodwillOpeningSchema,
          response: { 200: goodwillCaseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => goodwill.openFor(request.operator.operator.id, request.body),
    );

    app.get(
      '/kulanz/:id',
      {
        config: auth,
        schema: {
          tags,
          security,
          summary: 'One goodwill case with the account’s allowance, for its decision',
          params: z.object({ id: z.uuid() }),
          response: { 200: goodwillCaseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => goodwill.one(request.operator.operator.id, request.params.id),
    );

    app.post(
      '/kulanz/:id/entscheidung',
      {
        config: auth,
        schema: {
          tags,
          security,
          summary: 'Grants a goodwill reward or refuses, with a reason; the sender is mailed',
          params: z.object({ id: z.uuid() }),
          body: goodwillDecisionSchema,
          response: { 200: goodwillCaseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        goodwill.decide(
          request.operator.operator.id,
          request.params.id,
          request.body,
          languageOf(request.headers['accept-language']),
        ),
    );

    app.get(
      '/kulanz-freigaben',
      {
        config: approvalsReader,
        schema: {
          tags,
          security,
          summary: 'Goodwill grants above the tenant threshold that wait for a finance approval',
          response: { 200: goodwillListSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => ({ Faelle: await goodwill.list(request.operator.operator.id, 'Freigabe') }),
    );

    app.post(
      '/kulanz/:id/freigabe',
      {
        config: approver,
        schema: {
          tags,
          security,
          summary:
            'Approves (credits the reward) or refuses a goodwill grant; never by the operator who granted it',
          params: z.object({ id: z.uuid() }),
          body: goodwillApprovalSchema,
          response: { 200: goodwillCaseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => goodwill.approve(request.operator.operator.id, request.params.id, request.body),
    );
  };
}

/** `GET /api/v1/{apiRoute}/kulanz/{token}`: the decision behind the mail's link, for /kulanzdanke. */
export function goodwillTenantRoutes({ goodwill }: { goodwill: GoodwillService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/kulanz/:token',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['goodwill'],
          summary: 'The goodwill decision a mail links to (/kulanzdanke)',
          params: tenantParams.extend({ token: z.string().min(10).max(100) }),
          response: { 200: goodwillOutcomeSchema, ...errorResponses(400, 404, 429) },
        },
      },
      async (request) => goodwill.outcome(request.tenant, request.params.token),
    );
  };
}
