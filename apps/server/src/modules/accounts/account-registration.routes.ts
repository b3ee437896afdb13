import { createReferrerBodySchema, mailAcceptedSchema } from '@kwk/shared/accounts/account.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, errors, mailLimit, params, tags } from './accounts.route-parts.ts';
import type { AccountsService } from './accounts.service.ts';

/** Registering a referrer and the access link again (spec §7 "Account", issue 5). */
export function accountRegistrationRoutes({
  accounts,
}: {
  accounts: AccountsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
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
  };
}
