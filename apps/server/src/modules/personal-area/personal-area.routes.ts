import { bannerSchema, referralListSchema } from '@kwk/shared/personal-area/personal-area.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInDocs, tenantParams } from '../../lib/route-schemas.ts';
import { languageOf } from '../../plugins/language.ts';
import type { PersonalAreaService } from './personal-area.service.ts';

const params = tenantParams;
const { tags, security, errors } = signedInDocs('personal area', 401, 403, 404, 429);

/** The personal area's calls (spec §7 "Referrer"). */
export function personalAreaRoutes({ area }: { area: PersonalAreaService }): FastifyPluginAsyncZod {
  return async (app) => {
    // Spec §7 names this call in both spellings; paths are otherwise case-sensitive.
    for (const url of ['/empfehler/empfehlungen', '/Empfehler/empfehlungen'])
      app.get(
        url,
        {
          config: { auth: 'referrer' },
          schema: {
            tags,
            security,
            summary:
              "The signed-in referrer's recommendations with their status bars, and the reward account",
            params,
            response: { 200: referralListSchema, ...errors },
          },
        },
        async (request) =>
          area.referrals(request.tenant, request.referrer, languageOf(request.headers['accept-language'])),
      );

    for (const url of [
      '/empfehler/empfehlungen/showbanner/BannerTEZuTP',
      '/praemierung/showbanner/BannerTEZuTP',
    ])
      app.get(
        url,
        {
          config: { auth: 'referrer' },
          schema: {
            tags,
            security,
            summary: 'Whether to show the banner that calls the referrer to collect a reward that is ready',
            params,
            response: { 200: bannerSchema, ...errors },
          },
        },
        async (request) => area.banner(request.tenant, request.referrer),
      );
  };
}
