import { campaignText } from '@kwk/shared/catalogue/reward-amounts';
import { langQuerySchema } from '@kwk/shared/content/cms.schemas';
import {
  campaignsSchema,
  languageContentSchema,
  languagesSchema,
  variablesRequestSchema,
  variablesSchema,
} from '@kwk/shared/content/content.schemas';
import { campaignTextKey } from '@kwk/shared/content/tenant-text-keys';
import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { berlinDate, type Clock } from '../../clock.ts';
import { AppError } from '../../plugins/app-error.ts';
import { languageOf } from '../../plugins/language.ts';
import { langOf } from './cms.routes.ts';
import type { ContentRepository } from './content.repository.ts';
import type { ContentReaderOf, TextsReaderOf } from './content-preview.ts';

const apiRouteParams = z.object({ apiRoute: z.string().max(64) });
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The agency area's sets are kept apart from the portal's by a prefix of their name. */
export const agencyVariableSet = (set: string) => `agentur:${set}`;

/** Content calls of spec §7: campaigns, CMS variables, languages and per-language texts. */
export function contentRoutes({
  content,
  readerOf,
  textsOf,
  clock,
}: {
  content: ContentRepository;
  /** Live, or the draft for a console preview's token (decision 072). */
  readerOf: ContentReaderOf;
  /** The tenant's texts: live, or its draft's for a console preview's token (decision 072). */
  textsOf: TextsReaderOf;
  clock: Clock;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/aktion/alleAktiven',
      {
        schema: {
          tags: ['content'],
          summary: 'Active campaigns (Aktionen)',
          params: apiRouteParams,
          response: { 200: campaignsSchema, ...errors },
        },
      },
      async (request) => {
        const lang = languageOf(request.headers['accept-language']);
        const [rows, texts] = await Promise.all([
          content.activeCampaigns(request.tenant.id, berlinDate(clock.now())),
          // Campaigns are kept in German; another language's texts are the tenant's (issue 17).
          lang === 'de' ? {} : content.texts(request.tenant.id, lang),
        ]);
        const t = (key: string, german: string) => (texts as Record<string, string>)[key] ?? german;
        return rows.map((c) => ({
          AktionsId: c.aktionsId,
          Titel: t(campaignTextKey(c.aktionsId, 'title'), c.titel),
          Text: campaignText(t(campaignTextKey(c.aktionsId, 'text'), c.text), c.bonusCent, lang),
          RechtsText: t(campaignTextKey(c.aktionsId, 'legal'), c.rechtsText),
          abgehakt: false,
          Zustimmung: c.zustimmung,
          BonusCent: c.bonusCent,
        }));
      },
    );

    app.get(
      '/content/variables/',
      {
        schema: {
          tags: ['content'],
          summary: 'CMS variables of the default set, in the language of `?lang=` or Accept-Language',
          params: apiRouteParams,
          querystring: langQuerySchema,
          response: { 200: variablesSchema, ...errors },
        },
      },
      // From the tenant's content source: the portal's store, or the content service's GraphQL (spec §7).
      async (request, reply) => {
        const lang = langOf(request);
        reply.header('content-language', lang).header('vary', 'accept-language');
        return (await readerOf(request, reply))('variables/default', lang, (s) =>
          s.variables(lang, 'default'),
        );
      },
    );

    app.post(
      '/content/variables/:set',
      {
        schema: {
          tags: ['content'],
          summary: 'CMS variables of one set in a language, optionally only the named ones',
          params: apiRouteParams.extend({ set: z.string().min(1).max(64) }),
          querystring: langQuerySchema,
          body: variablesRequestSchema,
          response: { 200: variablesSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { set } = request.params;
        const lang = langOf(request);
        const names = request.body?.Names;
        const name = `variables/${set}${names ? `?${[...names].sort().join(',')}` : ''}`;
        reply.header('content-language', lang).header('vary', 'accept-language');
        return (await readerOf(request, reply))(name, lang, (s) => s.variables(lang, set, names));
      },
    );

    app.post(
      '/content/agenturvariables/:set',
      {
        // The agency area's variables exist only where the tenant has the area (ModuleAgenturbereich).
        preValidation: async (request) => {
          if (!request.tenant.mandant.Modules.ModuleAgenturbereich) throw new AppError('agency.module_off');
        },
        schema: {
          tags: ['content'],
          summary: "CMS variables of one of the agency area's sets, optionally only the named ones",
          params: apiRouteParams.extend({ set: z.string().min(1).max(64) }),
          querystring: langQuerySchema,
          body: variablesRequestSchema,
          response: { 200: variablesSchema, ...errors },
        },
      },
      async (request) =>
        content.variables(
          request.tenant.id,
          agencyVariableSet(request.params.set),
          langOf(request),
          request.body?.Names,
        ),
    );

    app.get(
      '/content/getlanguages',
      {
        schema: {
          tags: ['content'],
          summary: 'Languages the portal offers (de default and fallback)',
          params: apiRouteParams,
          response: { 200: languagesSchema, ...errors },
        },
      },
      async () => [
        { Iso: 'de' as const, Name: 'Deutsch', Default: true },
        { Iso: 'en' as const, Name: 'English', Default: false },
      ],
    );

    app.get(
      '/content/getlanguagecontent/:iso',
      {
        schema: {
          tags: ['content'],
          summary: "The tenant's texts of one language",
          params: apiRouteParams.extend({
            iso: z.enum(['de', 'en'], { error: 'Sprache ist nicht gültig' }),
          }),
          response: { 200: languageContentSchema, ...errors },
        },
      },
      async (request, reply) => textsOf(request, reply, request.params.iso),
    );
  };
}
