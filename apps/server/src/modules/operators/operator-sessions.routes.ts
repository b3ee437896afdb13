import {
  operatorSessionSchema,
  totpReauthSchema,
  totpSignInSchema,
} from '@kwk/shared/operator/operator-session.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OperatorSessionsService } from './operator-sessions.service.ts';
import { errors, security, signInLimit, signInRoute, tags } from './operator-sign-in.route-parts.ts';
import type { OperatorTotpService } from './operator-totp.service.ts';

/** The console's session calls: sign in with TOTP, who am I, confirm again, sign out. */
export function operatorSessionRoutes({
  operatorSessions,
  operatorTotp,
}: {
  operatorSessions: OperatorSessionsService;
  operatorTotp: OperatorTotpService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    signInRoute(
      app,
      '/anmeldung/totp',
      'Signs an operator in with e-mail and the code of the authenticator app',
      totpSignInSchema,
      operatorTotp.signIn,
    );

    app.get(
      '/sitzung',
      {
        config: { auth: { operator: 'signedIn' } },
        schema: {
          tags,
          security,
          summary: 'The signed-in operator, their rights and the session’s limits',
          response: { 200: operatorSessionSchema.omit({ Token: true }), ...errors },
        },
      },
      async (request) => {
        const { Token: _token, ...session } = operatorSessions.toSession(request.operator, '');
        return session;
      },
    );

    app.post(
      '/sitzung/bestaetigung/totp',
      {
        config: { auth: { operator: 'signedIn' }, ...signInLimit },
        schema: {
          tags,
          security,
          summary: 'Confirms the operator again with a code; opens dangerous actions for five minutes',
          body: totpReauthSchema,
          // Without the token: the console keeps the one it has.
          response: { 200: operatorSessionSchema.omit({ Token: true }), ...errors },
        },
      },
      async (request) => {
        const { Token: _token, ...session } = await operatorTotp.reauth(request.operator, request.body.Code);
        return session;
      },
    );

    app.delete(
      '/sitzung',
      {
        config: { auth: 'sessionToken' },
        schema: { tags, security, summary: 'Signs the operator out', response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await operatorSessions.end(request.sessionToken);
        return reply.code(204).send(null);
      },
    );
  };
}
