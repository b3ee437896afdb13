import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import {
  clickCountedSchema,
  clickQuerySchema,
  offlineCodeResultSchema,
  offlineCodeSchema,
} from '@kwk/shared/referrals/referral.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf } from '../../plugins/language.ts';
import type { ReferralVisitsService } from './referral-visits.service.ts';

const params = z.object({ apiRoute: z.string().max(64) });
const nrParams = params.extend({ nr: z.coerce.number().int().min(1).max(999_999_999) });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema, 429: apiErrorSchema };
const tags = ['recommendation'];
const clickLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** Click counting and the offline code lookup (spec §7 "Recommendation"). */
export function referralVisitsRoutes({ visits }: { visits: ReferralVisitsService }): FastifyPluginAsyncZod {
  return async (app) => {
    const clickRoutes = [
      [
        'GET',
        '/empfehlen/click/:nr',
        'Counts a click on a referral link by channel (and recipient number, when known)',
      ],
      ['PUT', '/empfehlung/:nr', 'Counts a click on a referral link (channel and recipient number optional)'],
    ] as const;
    for (const [method, url, summary] of clickRoutes) {
      app.route({
        method,
        url,
        config: clickLimit,
        schema: {
          tags,
          summary,
          params: nrParams,
          querystring: clickQuerySchema,
          response: { 200: clickCountedSchema, ...errors },
        },
        handler: async (request) => {
          await visits.countClick(request.tenant, request.params.nr, request.query);
          // The landing's call (long link, or the short link's redirect to it) is the link's open.
          if (method === 'PUT') await visits.countOpen(request.tenant, request.params.nr, request.headers);
          return { Gezaehlt: true as const };
        },
      });
    }

    app.get(
      '/empfehlung/empfehlungscode/:code',
      {
        // Codes are short enough to read off paper, so guessing is what the limit is for.
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'The referral behind an offline recommendation code (ModuleErstelleOfflineEmpfehlungCode)',
          params: params.extend({ code: offlineCodeSchema }),
          querystring: z.object({
            einsprungsquelle: z
              .string()
              .max(50)
              .regex(/^[\w.-]*$/)
              .optional(),
          }),
          response: { 200: offlineCodeResultSchema, ...errors },
        },
      },
      async (request) =>
        visits.lookupCode(
          request.tenant,
          request.params.code,
          request.query.einsprungsquelle,
          languageOf(request.headers['accept-language']),
        ),
    );
  };
}
