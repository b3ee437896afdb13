import {
  enrolmentStateSchema,
  totpConfirmSchema,
  totpOfferSchema,
} from '@kwk/shared/operator/operator-enrolment.schemas';
import {
  passkeyOptionsSchema,
  passkeyRegistrationSchema,
} from '@kwk/shared/operator/operator-passkeys.schemas';
import { operatorSessionSchema } from '@kwk/shared/operator/operator-session.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { OperatorEnrolmentsService } from './operator-enrolments.service.ts';

const errors = errorResponses(400, 401, 404, 409, 429);
const tags = ['operator console'];
/** The link is the credential: per client address and minute, too few to guess one. */
const limit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
const params = z.object({ token: z.string().max(100) });

/**
 * The enrolment page's calls, authorised by the one-time link alone (no session yet): whom it
 * is for, register a passkey, set up the authenticator app, finish (signs in).
 */
export function operatorEnrolmentRoutes({
  operatorEnrolments,
}: {
  operatorEnrolments: OperatorEnrolmentsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/einrichtung/:token',
      {
        config: limit,
        schema: {
          tags,
          summary: 'Whom an enrolment link is for and what is set up so far',
          params,
          response: { 200: enrolmentStateSchema, ...errors },
        },
      },
      async (request) => operatorEnrolments.state(request.params.token),
    );

    app.post(
      '/einrichtung/:token/passkey/optionen',
      {
        config: limit,
        schema: {
          tags,
          summary: 'A challenge for registering a passkey at enrolment',
          params,
          response: { 200: passkeyOptionsSchema, ...errors },
        },
      },
      async (request) => ({ Options: await operatorEnrolments.passkeyOptions(request.params.token) }),
    );

    app.post(
      '/einrichtung/:token/passkey',
      {
        config: limit,
        schema: {
          tags,
          summary: 'Registers a passkey at enrolment',
          params,
          body: passkeyRegistrationSchema,
          response: { 201: z.object({ Id: z.string() }), ...errors },
        },
      },
      async (request, reply) => {
        const added = await operatorEnrolments.registerPasskey(request.params.token, request.body);
        return reply.code(201).send({ Id: added.id });
      },
    );

    app.post(
      '/einrichtung/:token/totp/angebot',
      {
        config: limit,
        schema: {
          tags,
          summary: 'Offers a new secret for the authenticator app (the operator’s once a first code matches)',
          params,
          response: { 200: totpOfferSchema, ...errors },
        },
      },
      async (request) => operatorEnrolments.offerTotp(request.params.token),
    );

    app.post(
      '/einrichtung/:token/totp',
      {
        config: limit,
        schema: {
          tags,
          summary: 'Confirms the offered secret with a first code',
          params,
          body: totpConfirmSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await operatorEnrolments.confirmTotp(request.params.token, request.body.Code);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/einrichtung/:token/abschliessen',
      {
        config: limit,
        schema: {
          tags,
          summary: 'Finishes enrolment: uses the link up and signs the operator in',
          params,
          response: { 200: operatorSessionSchema, ...errors },
        },
      },
      async (request) => operatorEnrolments.finish(request.params.token),
    );
  };
}
