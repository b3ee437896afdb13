import {
  accountUserSchema,
  changePasswordBodySchema,
  createReferrerBodySchema,
  loginBodySchema,
  loginResponseSchema,
  mailAcceptedSchema,
  passwordChangedSchema,
  passwordRulesFor,
  passwordRulesSchema,
  resetPasswordBodySchema,
  resetValidSchema,
  tokenLoginQuerySchema,
  updateLanguageBodySchema,
  validateResetBodySchema,
} from '@kwk/shared/accounts/account.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses, tenantParams } from '../../lib/route-schemas.ts';
import { languageOf } from '../../plugins/language.ts';
import type { Caller } from './account-identity.ts';
import type { AccountsService } from './accounts.service.ts';

const params = tenantParams;
const errors = errorResponses(400, 401, 403, 404, 429);
const tags = ['account'];
const security = bearerSecurity;
/** Calls that send mail or check secrets: a person needs a handful, a script many. */
const mailLimit = { rateLimit: { max: 10, timeWindow: '15 minutes' } };
const tokenLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

const caller = (request: { ip: string; headers: { 'accept-language'?: string | undefined } }): Caller => ({
  ip: request.ip,
  lang: languageOf(request.headers['accept-language']),
});

/** The account calls of spec §7 "Account" (issue 5). */
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

    app.post(
      '/account/createEmpfehler',
      {
        config: { ...mailLimit, bodySchema: (_tenant, lang) => createReferrerBodySchema(lang) },
        schema: {
          tags,
          summary: 'Registers a referrer and mails the access link (a known address gets a new link)',
          params,
          body: createReferrerBodySchema(),
          response: { 202: mailAcceptedSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(202)
          .send(
            await accounts.createReferrer(
              request.tenant,
              request.body,
              caller(request),
              request.headers['user-agent'] ?? null,
            ),
          ),
    );

    app.get(
      '/account/resendWelcomeMail/:id',
      {
        config: mailLimit,
        schema: {
          tags,
          summary: 'Mails the access link again to the referrer with this Empfehlerhash',
          params: params.extend({ id: z.string().regex(/^[0-9a-f]{32}$/) }),
          response: { 202: mailAcceptedSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await accounts.resendAccess(request.tenant, request.params.id, caller(request))),
    );

    app.get(
      '/account/passwortvalidator',
      {
        schema: {
          tags,
          summary: 'The password rules of spec §5, for the form',
          params,
          response: { 200: passwordRulesSchema },
        },
      },
      async (request) => passwordRulesFor(languageOf(request.headers['accept-language'])),
    );

    app.get(
      '/account/resetPassword/:id',
      {
        config: mailLimit,
        schema: {
          tags,
          summary: 'Forgot password: mails a reset link; the answer is the same for unknown addresses',
          params: params.extend({ id: z.string().max(254) }),
          response: { 202: mailAcceptedSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(202)
          .send(await accounts.forgotPassword(request.tenant, request.params.id, caller(request))),
    );

    app.put(
      '/account/validateResetPassword',
      {
        config: { ...tokenLimit, bodySchema: () => validateResetBodySchema },
        schema: {
          tags,
          summary: 'Whether a reset link can still be used (401 when used or expired)',
          params,
          body: validateResetBodySchema,
          response: { 200: resetValidSchema, ...errors },
        },
      },
      async (request) => accounts.validateReset(request.tenant, request.body),
    );

    app.put(
      '/account/resetPassword',
      {
        config: { ...tokenLimit, bodySchema: (_tenant, lang) => resetPasswordBodySchema(lang) },
        schema: {
          tags,
          summary: 'Sets a new password by the reset link and signs in; other sessions end',
          params,
          body: resetPasswordBodySchema(),
          response: { 200: loginResponseSchema, ...errors },
        },
      },
      async (request) => accounts.resetPassword(request.tenant, request.body, caller(request)),
    );

    app.put(
      '/account/resetPasswordWithoutToken',
      {
        config: { auth: 'referrer', bodySchema: (_tenant, lang) => changePasswordBodySchema(lang) },
        schema: {
          tags,
          security,
          summary: 'Changes the password of the signed-in referrer; other sessions end',
          params,
          body: changePasswordBodySchema(),
          response: { 200: passwordChangedSchema, ...errors },
        },
      },
      async (request) =>
        accounts.changePassword(request.tenant, request.referrer, request.body, caller(request)),
    );
  };
}
