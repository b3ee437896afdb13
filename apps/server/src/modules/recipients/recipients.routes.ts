import {
  recipientCreatedSchema,
  recipientCreateQuerySchema,
  recipientOrderSchema,
  recipientSchema,
  recipientTokenSchema,
} from '@kwk/shared/recipients/recipient.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
 * The recipient itself (spec §7 "Recipient"): created from a link, read by its token, its order.
 * The rest of the recipient's calls: `referral-link.routes.ts`, `recipient-reward.routes.ts`,
 * `recipient-steps.routes.ts`.
 */
export function recipientsRoutes({ recipients }: { recipients: RecipientsService }): FastifyPluginAsyncZod {
  return async (app) => {
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
  };
}
