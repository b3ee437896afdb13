import {
  agencySsoBodySchema,
  agencySsoStartBodySchema,
  agencySsoStartSchema,
  agencyUserSchema,
} from '@kwk/shared/agency/agency.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, tenantParams } from '../../lib/route-schemas.ts';
import { languageOf } from '../../plugins/language.ts';
import type { AgencySsoService } from './agency-sso.service.ts';

const params = tenantParams;
const tags = ['agency'];
/** Like the referrer's sign-in by link (accounts.routes.ts): a person needs a handful, a script many. */
const signinLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** The agency sign-in's two calls: start (state, nonce, PKCE challenge kept) and the code exchange. */
export function agencySsoRoutes({ agencySso }: { agencySso: AgencySsoService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/agentur/sso/start',
      {
        config: signinLimit,
        schema: {
          tags,
          summary:
            "Starts an agency sign-in: keeps state, nonce and the PKCE challenge for 10 minutes and answers the tenant's provider's authorization URL",
          params,
          body: agencySsoStartBodySchema,
          response: { 200: agencySsoStartSchema, ...errorResponses(400, 404, 429, 503) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return agencySso.start(
          request.tenant,
          request.body,
          languageOf(request.headers['accept-language']),
          request.log,
        );
      },
    );

    app.put(
      '/agentur/sso',
      {
        config: signinLimit,
        schema: {
          tags,
          summary:
            'Signs an agency user in with the code and PKCE verifier from the provider (spec §7); the state works once',
          params,
          body: agencySsoBodySchema,
          response: { 200: agencyUserSchema, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request) => agencySso.exchange(request.tenant, request.body, request.log),
    );
  };
}
