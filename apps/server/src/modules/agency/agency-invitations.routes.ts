import { loginResponseSchema, resetPasswordBodySchema } from '@kwk/shared/accounts/account.schemas';
import {
  invitationAcceptBodySchema,
  invitationBodySchema,
  invitationByTokenSchema,
  invitationFormSchema,
  invitationMaskDataSchema,
  invitationSentSchema,
  invitationTokenBodySchema,
} from '@kwk/shared/agency/agency-admin.schemas';
import { captchaQuerySchema } from '@kwk/shared/captcha/captcha.schemas';
import { captchaCheckSchema } from '@kwk/shared/referrals/referral.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInDocs, tenantParams } from '../../lib/route-schemas.ts';
import { languageOf } from '../../plugins/language.ts';
import type { AgencyInvitationsService } from './agency-invitations.service.ts';
import { requireAgencyArea } from './agency-sessions.service.ts';

const params = tenantParams;
const { tags, security, errors } = signedInDocs('agency', 400, 401, 403, 404, 409, 429);
/** A registration link is 256 random bits; a script trying links gets a handful a minute. */
const tokenLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
/** A public call of the agency area: a tenant without it answers 404 whatever the body. */
const agencyAreaOnly = async (request: { tenant: Parameters<typeof requireAgencyArea>[0] }) =>
  requireAgencyArea(request.tenant);

/** Invitations: the agency's mask (spec §7 `PUT Einladung`, `GET Einladung/daten`) and the invited person's registration. */
export function agencyInvitationsRoutes({
  agencyInvitations,
}: {
  agencyInvitations: AgencyInvitationsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/Einladung',
      {
        config: {
          auth: { agency: 'Einladungstool' },
          rateLimit: { max: 30, timeWindow: '1 minute' },
          // The §5 messages in the request's language; null asks whether a captcha is needed.
          bodySchema: (_tenant, lang) => invitationFormSchema(lang).nullish(),
        },
        schema: {
          tags,
          security,
          summary:
            'With no body: whether a captcha is needed. With the invitation: stores it and mails the registration link (14 days, once)',
          params,
          querystring: captchaQuerySchema,
          body: invitationBodySchema.nullish(),
          response: { 200: captchaCheckSchema, 201: invitationSentSchema, ...errors },
        },
      },
      async (request, reply) => {
        if (request.body === null || request.body === undefined)
          return { IsCaptchaRequired: agencyInvitations.isCaptchaRequired(request.tenant) };
        const sent = await agencyInvitations.invite(request.tenant, request.agency, request.body, {
          lang: languageOf(request.headers['accept-language']),
          captcha: request.query.captcha,
        });
        return reply.code(201).send(sent);
      },
    );

    app.get(
      '/Einladung/daten',
      {
        config: { auth: { agency: 'Einladungstool' } },
        schema: {
          tags,
          security,
          summary: 'What the invitation mask offers: the agency and the kinds of invitation',
          params,
          response: { 200: invitationMaskDataSchema, ...errors },
        },
      },
      async (request) => agencyInvitations.maskData(request.agency),
    );

    app.post(
      '/Einladung/pruefen',
      {
        config: tokenLimit,
        preValidation: agencyAreaOnly,
        schema: {
          tags,
          summary: 'The invitation behind a registration link (401 when unknown, expired or accepted)',
          params,
          body: invitationTokenBodySchema,
          response: { 200: invitationByTokenSchema, ...errors },
        },
      },
      async (request) => agencyInvitations.byToken(request.tenant, request.body.Token),
    );

    app.post(
      '/Einladung/annehmen',
      {
        config: {
          ...tokenLimit,
          // The password rules of spec §5 as every password form checks them.
          bodySchema: (_tenant, lang) => resetPasswordBodySchema(lang),
        },
        preValidation: agencyAreaOnly,
        schema: {
          tags,
          summary:
            'Takes up an invitation with a password: the account (and for an agent the agent), signed in; the link works once',
          params,
          body: invitationAcceptBodySchema,
          response: { 200: loginResponseSchema, ...errors },
        },
      },
      async (request) =>
        agencyInvitations.accept(request.tenant, request.body, {
          ip: request.ip,
          lang: languageOf(request.headers['accept-language']),
        }),
    );
  };
}
