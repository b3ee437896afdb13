import {
  changePasswordBodySchema,
  loginResponseSchema,
  mailAcceptedSchema,
  passwordChangedSchema,
  passwordRulesFor,
  passwordRulesSchema,
  resetPasswordBodySchema,
  resetValidSchema,
  validateResetBodySchema,
} from '@kwk/shared/accounts/account.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf } from '../../plugins/language.ts';
import { caller, errors, mailLimit, params, security, tags, tokenLimit } from './accounts.route-parts.ts';
import type { AccountsService } from './accounts.service.ts';

/** The password: its rules, forgot, reset by link and change (spec §5 and §7 "Account", issue 5). */
export function accountPasswordRoutes({ accounts }: { accounts: AccountsService }): FastifyPluginAsyncZod {
  return async (app) => {
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
