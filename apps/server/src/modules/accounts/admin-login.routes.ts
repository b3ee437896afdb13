import {
  loginResponseSchema,
  loginTokenIssuedSchema,
  loginTokenRequestSchema,
  mailedTokenSchema,
} from '@kwk/shared/accounts/account.schemas';
import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminLoginService } from './admin-login.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

/** The host system's side: a one-time sign-in for its user, by a partner key with `host_sign_in`. */
export function loginTokenRoutes(deps: { adminLogin: AdminLoginService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/partner/v1/:tenantKey/login-tokens',
      {
        config: { auth: { partner: 'host_sign_in' }, bodySchema: () => loginTokenRequestSchema },
        schema: {
          tags: ['partner'],
          summary: "A one-time sign-in token for the host system's user (admin login, autologin)",
          security: [{ bearerAuth: [] }],
          params: z.object({ tenantKey: z.string().max(64) }),
          body: loginTokenRequestSchema,
          response: { 201: loginTokenIssuedSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await deps.adminLogin.issue(request.partner.tenant, request.body)),
    );
  };
}

/** `GET /account/adminLogin/{token}` under the tenant API. */
export function adminLoginRoutes({ adminLogin }: { adminLogin: AdminLoginService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/account/adminLogin/:token',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['account'],
          summary: 'Signs in with a one-time token from the host system (AdminLogin, autologin)',
          params: z.object({ apiRoute: z.string().max(64), token: mailedTokenSchema }),
          response: { 200: loginResponseSchema, ...errors },
        },
      },
      async (request) => adminLogin.login(request.tenant, request.params.token, request.ip),
    );
  };
}
