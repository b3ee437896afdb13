import {
  landingSchema,
  linkTokenSchema,
  publicReferralSchema,
} from '@kwk/shared/recipients/recipient.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, lang, lookupLimit, nr, params, tags } from './recipients.route-parts.ts';
import type { RecipientsService } from './recipients.service.ts';

/** The landing of a referral link, and its public facts by number (spec §7 "Recommendation"). */
export function referralLinkRoutes({ recipients }: { recipients: RecipientsService }): FastifyPluginAsyncZod {
  return async (app) => {
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
  };
}
