import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import { shortLinkRequestSchema, shortLinkSchema } from '@kwk/shared/referrals/short-link.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ShortLinksService } from './short-links.service.ts';

const params = z.object({
  apiRoute: z.string().max(64),
  nr: z.coerce.number().int().min(1).max(999_999_999),
});

/** The short link of a referral for the share step and the personal area (decision 055). */
export function shortLinkRoutes({ shortLinks }: { shortLinks: ShortLinksService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/empfehlung/:nr/kurzlink',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['recommendation'],
          summary:
            'The referral’s short link /r/{code}, made on first request (the long link’s key proves the right)',
          params,
          body: shortLinkRequestSchema,
          response: { 200: shortLinkSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => shortLinks.create(request.tenant, request.params.nr, request.body.Schluessel),
    );
  };
}
