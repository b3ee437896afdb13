import {
  ownPasskeySchema,
  passkeyAssertionSchema,
  passkeyOptionsSchema,
  passkeyRegistrationSchema,
} from '@kwk/shared/operator/operator-passkeys.schemas';
import { operatorSessionSchema } from '@kwk/shared/operator/operator-session.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OperatorPasskeysService } from './operator-passkeys.service.ts';
import { errors, security, signInLimit, signInRoute, tags } from './operator-sign-in.route-parts.ts';

const sessionWithoutToken = operatorSessionSchema.omit({ Token: true });

/**
 * Passkeys: usernameless sign-in, re-confirmation for dangerous actions, and the signed-in
 * operator's own passkeys (list, add another).
 */
export function operatorPasskeyRoutes({
  operatorPasskeys,
}: {
  operatorPasskeys: OperatorPasskeysService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/anmeldung/passkey/optionen',
      {
        config: signInLimit,
        schema: {
          tags,
          summary:
            'A challenge for signing in with a passkey (usernameless: the authenticator offers its own)',
          response: { 200: passkeyOptionsSchema, ...errors },
        },
      },
      async () => ({ Options: await operatorPasskeys.signInOptions() }),
    );

    signInRoute(
      app,
      '/anmeldung/passkey',
      'Signs an operator in with the passkey’s answer to the challenge',
      passkeyAssertionSchema,
      operatorPasskeys.signIn,
    );

    app.post(
      '/sitzung/bestaetigung/passkey/optionen',
      {
        config: { auth: { operator: 'signedIn' }, ...signInLimit },
        schema: {
          tags,
          security,
          summary: 'A challenge for confirming a dangerous action with one of the operator’s passkeys',
          response: { 200: passkeyOptionsSchema, ...errors },
        },
      },
      async (request) => ({ Options: await operatorPasskeys.reauthOptions(request.operator) }),
    );

    app.post(
      '/sitzung/bestaetigung/passkey',
      {
        config: { auth: { operator: 'signedIn' }, ...signInLimit },
        schema: {
          tags,
          security,
          summary: 'Confirms the operator again with a passkey; opens dangerous actions for five minutes',
          body: passkeyAssertionSchema,
          response: { 200: sessionWithoutToken, ...errors },
        },
      },
      async (request) => {
        const { Token: _token, ...session } = await operatorPasskeys.reauth(request.operator, request.body);
        return session;
      },
    );

    app.get(
      '/sitzung/passkeys',
      {
        config: { auth: { operator: 'signedIn' } },
        schema: {
          tags,
          security,
          summary: 'The signed-in operator’s passkeys',
          response: { 200: z.array(ownPasskeySchema), ...errors },
        },
      },
      async (request) =>
        (await operatorPasskeys.own(request.operator.operator.id)).map((p) => ({
          Id: p.id,
          Label: p.label,
          CreatedAt: p.createdAt.toISOString(),
          LastUsedAt: p.lastUsedAt?.toISOString() ?? null,
        })),
    );

    app.post(
      '/sitzung/passkeys/optionen',
      {
        config: { auth: { operator: 'signedIn' } },
        schema: {
          tags,
          security,
          summary: 'A challenge for adding another passkey (needs a fresh confirmation)',
          response: { 200: passkeyOptionsSchema, ...errors },
        },
      },
      async (request) => {
        return { Options: await operatorPasskeys.addOptions(request.operator) };
      },
    );

    app.post(
      '/sitzung/passkeys',
      {
        config: { auth: { operator: 'signedIn' } },
        schema: {
          tags,
          security,
          summary: 'Adds another passkey for the signed-in operator',
          body: passkeyRegistrationSchema,
          response: { 201: z.object({ Id: z.string() }), ...errors },
        },
      },
      async (request, reply) => {
        const added = await operatorPasskeys.add(request.operator, request.body);
        return reply.code(201).send({ Id: added.id });
      },
    );
  };
}
