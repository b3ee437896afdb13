import {
  fraudCaseSchema,
  fraudDecisionSchema,
  fraudQueueQuerySchema,
  fraudQueueSchema,
} from '@kwk/shared/operator/fraud.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import type { FraudReviewService } from './fraud-review.service.ts';

const tags = ['operator console'];
const security = bearerSecurity;
const auth = { auth: { operator: 'fraud.review' as const } };
const params = z.object({ id: z.uuid() });

/** The console's fraud review: the queue of held referrals, one case, release and reject. */
export function fraudConsoleRoutes({
  fraudReview,
}: {
  fraudReview: FraudReviewService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/betrug',
      {
        config: auth,
        schema: {
          tags,
          security,
          summary: 'Referrals held by a fraud signal, oldest first, with their signals and evidence',
          querystring: fraudQueueQuerySchema,
          response: { 200: fraudQueueSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => ({ Faelle: await fraudReview.queue(request.query.Mandant) }),
    );

    app.get(
      '/betrug/:id',
      {
        config: auth,
        schema: {
          tags,
          security,
          summary: "A referral's fraud review: its signals with evidence, state and decision",
          params,
          response: { 200: fraudCaseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => fraudReview.detail(request.params.id),
    );

    for (const [path, decide, summary] of [
      [
        'freigeben',
        fraudReview.release,
        'Releases a held referral with a reason; the engine credits it (once) when its periods have passed',
      ],
      [
        'ablehnen',
        fraudReview.reject,
        'Rejects a held referral with a reason; its reward is never credited (the referral is cancelled)',
      ],
    ] as const)
      app.post(
        `/betrug/:id/${path}`,
        {
          config: auth,
          schema: {
            tags,
            security,
            summary,
            params,
            body: fraudDecisionSchema,
            response: { 200: fraudCaseSchema, ...errorResponses(400, 401, 403, 404, 409) },
          },
        },
        async (request) => decide(request.operator.operator.id, request.params.id, request.body),
      );
  };
}
