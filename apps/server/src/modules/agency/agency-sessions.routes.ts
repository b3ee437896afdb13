import {
  agencyUserSchema,
  verifyAgencyTokenQuerySchema,
  verifyAgencyTokenResultSchema,
} from '@kwk/shared/agency/agency.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInDocs, tenantParams } from '../../lib/route-schemas.ts';
import type { AgencySessionsService } from './agency-sessions.service.ts';

const params = tenantParams;
const { tags, security, errors } = signedInDocs('agency', 400, 401, 403, 404, 429);
const tokenLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The agency user's session calls: verify (spec §7), the signed-in user, refresh and logout. */
export function agencySessionsRoutes({
  agencySessions,
}: {
  agencySessions: AgencySessionsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/token/verifyAgenturToken',
      {
        config: tokenLimit,
        schema: {
          tags,
          summary: 'Whether an agency token is live, until when, and with which roles',
          params,
          querystring: verifyAgencyTokenQuerySchema,
          response: { 200: verifyAgencyTokenResultSchema, ...errors },
        },
      },
      async (request, reply) => {
        // The token travels in the query (spec §7): keep the answer out of every cache.
        reply.header('cache-control', 'no-store');
        return agencySessions.verify(request.tenant, request.query.t);
      },
    );

    app.get(
      '/agentur/user',
      {
        config: { auth: { agency: 'signedIn' } },
        schema: {
          tags,
          security,
          summary: 'The signed-in agency user: name, agency, roles and abilities',
          params,
          response: { 200: agencyUserSchema.omit({ Token: true }), ...errors },
        },
      },
      async (request) => {
        const { Token: _token, ...user } = agencySessions.toAgencyUser(
          request.agency,
          '',
          request.agency.session.expiresAt,
        );
        return user;
      },
    );

    app.post(
      '/agentur/refresh',
      {
        config: { auth: { agency: 'signedIn' } },
        schema: {
          tags,
          security,
          summary:
            'Replaces the agency token with a new one, good for two more hours (at most 12 after sign-in)',
          params,
          response: { 200: agencyUserSchema, ...errors },
        },
      },
      async (request) => agencySessions.refresh(request.tenant, request.agency),
    );

    app.post(
      '/agentur/logout',
      {
        config: { auth: 'sessionToken' },
        schema: {
          tags,
          security,
          summary: 'Ends the agency session of the token',
          params,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await agencySessions.end(request.tenant, request.sessionToken);
        return reply.code(204).send(null);
      },
    );
  };
}
