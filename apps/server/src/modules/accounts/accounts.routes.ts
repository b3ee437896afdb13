import {
  accountUserSchema,
  loginBodySchema,
  loginResponseSchema,
  tokenLoginQuerySchema,
  updateLanguageBodySchema,
} from '@kwk/shared/accounts/account.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, errors, params, security, tags, tokenLimit } from './accounts.route-parts.ts';
import type { AccountsService } from './accounts.service.ts';

/**
 * The account calls of spec §7 "Account" (issue 5): signing in and the session. Registration and
 * the password: `account-registration.routes.ts`, `account-password.routes.ts`.
 */
export function accountsRoutes({ accounts }: { accounts: AccountsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/account/login',
      {
        config: { bodySchema: (_tenant, lang) => loginBodySchema(lang) },
        schema: {
          tags,
          summary: 'Signs in with e-mail and password; 429 with a retry time after 10 failures in 15 minutes',
          params,
          body: loginBodySchema(),
          response: { 200: loginResponseSchema, ...errors },
        },
      },
      async (request) => accounts.login(request.tenant, request.body, caller(request)),
    );

    app.get(
      '/account/login',
      {
        config: tokenLimit,
        schema: {
          tags,
          summary: 'Signs in with the access link from a mail; each link works once',
          params,
          querystring: tokenLoginQuerySchema,
          response: { 200: loginResponseSchema, ...errors },
        },
      },
      async (request) => accounts.loginWithLink(request.tenant, request.query.token, caller(request)),
    );

    app.get(
      '/account/user',
      {
        config: { auth: 'referrer' },
        schema: {
          tags,
          security,
          summary: 'The signed-in referrer and when the session token expires',
          params,
          response: { 200: accountUserSchema, ...errors },
        },
      },
      async (request) => accounts.user(request.referrer),
    );

    app.post(
      '/account/updateLanguage',
      {
        config: { auth: 'referrer', bodySchema: () => updateLanguageBodySchema },
        schema: {
          tags,
          security,
          summary: "Sets the referrer's language for pages and mails",
          params,
          body: updateLanguageBodySchema,
          response: { 200: accountUserSchema, ...errors },
        },
      },
      async (request) => accounts.updateLanguage(request.referrer, request.body),
    );

    app.post(
      '/account/refresh',
      {
        config: { auth: 'referrer' },
        schema: {
          tags,
          security,
          summary:
            'Replaces the session token with a new one, good for two more hours (at most 12 after sign-in)',
          params,
          response: { 200: loginResponseSchema, ...errors },
        },
      },
      async (request) => accounts.refresh(request.tenant, request.referrer),
    );

    app.post(
      '/account/logout',
      {
        config: { auth: 'sessionToken' },
        schema: {
          tags,
          security,
          summary: 'Ends the session of the token',
          params,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await accounts.logout(request.tenant, request.sessionToken, caller(request));
        return reply.code(204).send(null);
      },
    );
  };
}
