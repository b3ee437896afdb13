import {
  bankDataBodySchema,
  bankDataStoredSchema,
  consentBodySchema,
  consentGivenSchema,
  productLinkQuerySchema,
  productLinkSchema,
  trackingBodySchema,
  trackingDoneSchema,
  trackingQuerySchema,
} from '@kwk/shared/recipients/recipient.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../lib/device-cookie.ts';
import {
  errors,
  lang,
  lookupLimit,
  nr,
  params,
  security,
  tags,
  writeLimit,
} from './recipients.route-parts.ts';
import type { RecipientsService } from './recipients.service.ts';

/**
 * The recipient's steps to the order (spec §1): confirm their data, accept the terms, leave bank
 * data where the tenant keeps it, then the partner's order page.
 */
export function recipientStepsRoutes({
  recipients,
}: {
  recipients: RecipientsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
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
