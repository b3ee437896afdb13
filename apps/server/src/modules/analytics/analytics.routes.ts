import { consentCategorySchema, consentRegistrySchema } from '@kwk/shared/analytics/consent-registry';
import { goalBodySchema, goalCountsSchema } from '@kwk/shared/analytics/goals.schemas';
import { figuresParamsSchema, figuresQuerySchema } from '@kwk/shared/operator/figures.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { languageOf } from '../../plugins/language.ts';
import type { AnalyticsService } from './analytics.service.ts';

const params = z.object({ apiRoute: z.string().max(64) });

/** The public registry (spec §3) and the embedded goal counter (spec §7). */
export function analyticsRoutes({ analytics }: { analytics: AnalyticsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/einwilligungen',
      {
        schema: {
          tags: ['consent'],
          summary: "The tenant's consent categories in the request's language, in position order",
          params,
          response: { 200: consentRegistrySchema, ...errorResponses(404) },
        },
      },
      async (request) => analytics.registry(request.tenant, languageOf(request.headers['accept-language'])),
    );

    app.get(
      '/einwilligungen/:identifier',
      {
        schema: {
          tags: ['consent'],
          summary:
            'One consent category; an unregistered identifier answers 404 `consent.unregistered` (spec §8)',
          params: params.extend({ identifier: z.string().max(40) }),
          response: { 200: consentCategorySchema, ...errorResponses(400, 404) },
        },
      },
      async (request) =>
        analytics.category(
          request.tenant,
          languageOf(request.headers['accept-language']),
          request.params.identifier,
        ),
    );

    app.post(
      '/analytics/ziele',
      {
        // A public post: limited per address like the other public posts, so nobody inflates the figures cheaply.
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['consent'],
          summary:
            'Counts a goal (share, reward, faq; with Detail its channel, question or reward kind) for a tenant without a tracking endpoint; the browser sends it only after analytics consent',
          params,
          body: goalBodySchema,
          response: { 200: z.object({ Gezaehlt: z.boolean() }), ...errorResponses(400, 404, 429) },
        },
      },
      async (request) => ({
        Gezaehlt: await analytics.countGoal(request.tenant, request.body.Goal, request.body.Detail),
      }),
    );
  };
}

const auth = { operator: 'figures.read' } as const;

/** The console's goal counts per tenant, beside its figures. */
export function analyticsConsoleRoutes({
  analytics,
}: {
  analytics: AnalyticsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/zahlen/:tenant/ziele',
      {
        config: { auth },
        schema: {
          tags: ['operator console'],
          security: bearerSecurity,
          summary:
            "A tenant's goal events the portal counted itself (no tracking endpoint), per day of a range",
          params: figuresParamsSchema,
          querystring: figuresQuerySchema,
          response: { 200: goalCountsSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => analytics.goalCounts(request.params.tenant, request.query),
    );
  };
}
