import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import { partnerEventAcceptedSchema, partnerEventSchema } from '@kwk/shared/partner/partner-event.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PartnerEventsService } from './partner-events.service.ts';

/** `POST /api/partner/v1/{tenantKey}/events` (issue 4 "Partner events in"): a key with `events`. */
export function partnerEventsRoutes({
  partnerEvents,
}: {
  partnerEvents: PartnerEventsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/partner/v1/:tenantKey/events',
      {
        // The key is checked before the body: a wrong key gets 401 whatever it sends.
        config: { auth: { partner: 'events' }, bodySchema: () => partnerEventSchema },
        schema: {
          tags: ['partner'],
          summary: 'Reports an order or account event for a referral; idempotent by the event id',
          security: [{ bearerAuth: [] }],
          params: z.object({ tenantKey: z.string().max(64) }),
          body: partnerEventSchema,
          response: {
            200: partnerEventAcceptedSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            422: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request) => partnerEvents.ingest(request.partner.tenant, request.body),
    );
  };
}
