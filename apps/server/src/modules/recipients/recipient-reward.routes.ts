import {
  empfaengernummerSchema,
  pickupLinkSentSchema,
  recipientRewardSchema,
} from '@kwk/shared/recipients/recipient.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, lang, params, security, tags } from './recipients.route-parts.ts';
import type { RecipientsService } from './recipients.service.ts';

/** The recipient's part of the reward, and a fresh pickup link for it (issue 27, finding 8). */
export function recipientRewardRoutes({
  recipients,
}: {
  recipients: RecipientsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
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
  };
}
