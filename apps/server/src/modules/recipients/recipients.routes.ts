import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import {
  bankDataBodySchema,
  bankDataStoredSchema,
  consentBodySchema,
  consentGivenSchema,
  empfaengernummerSchema,
  landingSchema,
  linkTokenSchema,
  pickupLinkSentSchema,
  productLinkQuerySchema,
  productLinkSchema,
  publicReferralSchema,
  recipientCreatedSchema,
  recipientCreateQuerySchema,
  recipientOrderSchema,
  recipientRewardSchema,
  recipientSchema,
  recipientTokenSchema,
  trackingBodySchema,
  trackingDoneSchema,
  trackingQuerySchema,
} from '@kwk/shared/recipients/recipient.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/device-cookie.ts';
import { languageOf } from '../../plugins/language.ts';
import type { RecipientsService } from './recipients.service.ts';

const params = z.object({ apiRoute: z.string().max(64) });
const nr = z.coerce.number().int().min(1).max(999_999_999);
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  410: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['recipient'];
const security = [{ bearerAuth: [] }];
/** Guessing numbers and tokens is what these limits are for; a real recipient needs a handful. */
const lookupLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const writeLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** The recipient's calls (spec §7 "Recommendation" and "Recipient"). */
export function recipientsRoutes({ recipients }: { recipients: RecipientsService }): FastifyPluginAsyncZod {
  return async (app) => {
    const lang = (headers: { 'accept-language'?: string | undefined }) =>
      languageOf(headers['accept-language']);

    for (const [url, strict] of [
      ['/empfehlen/:nr/:hex', true],
      ['/empfehlen/any/:nr/:hex', false],
    ] as const) {
      app.get(
        url,
        {
          config: lookupLimit,
          schema: {
            tags,
            summary: strict
              ? 'The landing of a referral link: who recommended what, the reward; 410 when expired or blocked'
              : 'The landing of a referral link in any state (Status Ok, Abgelaufen or Gesperrt)',
            params: params.extend({ nr, hex: linkTokenSchema }),
            response: { 200: landingSchema, ...errors },
          },
        },
        async (request) =>
          recipients.landing(
            request.tenant,
            request.params.nr,
            request.params.hex,
            lang(request.headers),
            strict,
          ),
      );
    }

    app.get(
      '/empfehlen/:nr',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'The public facts of a referral by its number alone (no names)',
          params: params.extend({ nr }),
          response: { 200: publicReferralSchema, ...errors },
        },
      },
      async (request) => recipients.publicReferral(request.tenant, request.params.nr, lang(request.headers)),
    );

    app.post(
      '/empfaenger/create/:nr',
      {
        config: writeLimit,
        schema: {
          tags,
          summary:
            'Creates the recipient of a referral link; returns Empfaengernummer and the recipient token',
          params: params.extend({ nr }),
          querystring: recipientCreateQuerySchema,
          body: z.object({}).passthrough().nullish(),
          response: { 201: recipientCreatedSchema, ...errors },
        },
      },
      async (request, reply) => {
        const created = await recipients.create(
          request.tenant,
          request.params.nr,
          request.query.k,
          request.query.channel,
          lang(request.headers),
        );
        return reply.code(201).send(created);
      },
    );

    app.get(
      '/empfaenger/auftrag',
      {
        config: { auth: 'recipient' },
        schema: {
          tags,
          security,
          summary: "The recipient's order as far as the partner has reported it",
          params,
          response: { 200: recipientOrderSchema, ...errors },
        },
      },
      async (request) => recipients.order(request.tenant, request.recipient, lang(request.headers)),
    );

    app.get(
      '/empfaenger/:hex',
      {
        config: lookupLimit,
        schema: {
          tags,
          summary: 'The recipient behind a recipient token (a failed lookup: the SPA drops its cookie)',
          params: params.extend({ hex: recipientTokenSchema }),
          response: { 200: recipientSchema, ...errors },
        },
      },
      async (request) => recipients.byToken(request.tenant, request.params.hex, lang(request.headers)),
    );

    app.get(
      '/empfaenger/:empfaengernummer/praemie',
      {
        config: { auth: 'recipient' },
        schema: {
          tags,
          security,
          summary: "The recipient's part of the reward and its status",
          params: params.extend({ empfaengernummer: empfaengernummerSchema }),
          response: { 200: recipientRewardSchema, ...errors },
        },
      },
      async (request) =>
        recipients.reward(
          request.tenant,
          request.recipient,
          request.params.empfaengernummer,
          lang(request.headers),
        ),
    );

    app.post(
      '/empfaenger/:empfaengernummer/praemie/abhollink',
      {
        // Each call mails the recipient: a few an hour are plenty for a lost mail or an expired link.
        config: { auth: 'recipient', rateLimit: { max: 3, timeWindow: '1 hour' } },
        schema: {
          tags,
          security,
          summary:
            "Mails a fresh pickup link for the recipient's ready share without an account to their own address",
          params: params.extend({ empfaengernummer: empfaengernummerSchema }),
          body: z.object({}).passthrough().nullish(),
          response: { 200: pickupLinkSentSchema, ...errors },
        },
      },
      async (request) =>
        recipients.mailPickupLink(request.tenant, request.recipient, request.params.empfaengernummer),
    );

    app.post(
      '/tracking/abschliessen',
      {
        // The age rule asks the service's clock at each request: the schema is built once per language.
        config: {
          ...writeLimit,
          auth: 'recipient',
          bodySchema: (_tenant, l) => recipients.trackingSchema(l),
        },
        schema: {
          tags,
          security,
          summary: 'The recipient confirms their data (tracking body of spec §3)',
          params,
          querystring: trackingQuerySchema,
          body: trackingBodySchema(),
          response: { 200: trackingDoneSchema, ...errors },
        },
      },
      async (request, reply) =>
        recipients.completeTracking(
          request.tenant,
          request.recipient,
          request.body,
          request.query.channel,
          lang(request.headers),
          requestOrigin(request, reply),
        ),
    );

    app.put(
      '/empfaenger/zustimmung',
      {
        config: { ...writeLimit, auth: 'recipient', bodySchema: (_tenant, l) => consentBodySchema(l) },
        schema: {
          tags,
          security,
          summary: 'The recipient accepts the terms; kept as proof with time, text version and origin',
          params,
          body: consentBodySchema(),
          response: { 200: consentGivenSchema, ...errors },
        },
      },
      async (request) =>
        recipients.consent(request.recipient, request.body, {
          ip: request.ip ?? null,
          userAgent: request.headers['user-agent'] ?? null,
        }),
    );

    app.post(
      '/empfaenger/bankdaten',
      {
        config: {
          ...writeLimit,
          auth: 'recipient',
          bodySchema: (tenant, l) => bankDataBodySchema(tenant.mandant.Rules.ModuleIBANNurDE, l),
        },
        // A tenant that keeps no bank data refuses before the body is looked at.
        preValidation: async (request) => recipients.mayStoreBankData(request.tenant),
        schema: {
          tags,
          security,
          summary: "The recipient's bank data for their part of the reward (IBAN checked, stored encrypted)",
          params,
          body: bankDataBodySchema(false),
          response: { 200: bankDataStoredSchema, ...errors },
        },
      },
      async (request) =>
        recipients.saveBankData(request.tenant, request.recipient, request.body, lang(request.headers)),
    );

    app.get(
      '/empfehlung/:nr/produkt/produktlink',
      {
        config: lookupLimit,
        schema: {
          tags,
          summary: "The partner's order page carrying the referral and recipient; counts the click",
          params: params.extend({ nr }),
          querystring: productLinkQuerySchema,
          response: { 200: productLinkSchema, ...errors },
        },
      },
      async (request) =>
        recipients.productLink(request.tenant, request.params.nr, request.query, lang(request.headers)),
    );
  };
}
