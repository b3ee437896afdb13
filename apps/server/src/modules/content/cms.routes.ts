import {
  CMS_PATHS,
  type CmsLanguage,
  contentBlockSchema,
  contentBlocksSchema,
  faqSchema,
  faqsSchema,
  footnotesQuerySchema,
  footnotesSchema,
  keyVisualSchema,
  langQuerySchema,
  startContentSchema,
} from '@kwk/shared/content/cms.schemas';
import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/app-error.ts';
import { languageOf } from '../../plugins/language.ts';
import type { CmsService } from './cms.service.ts';
import type { ContentReaderOf } from './content-preview.ts';
import type { StartContentService } from './start-content.ts';

const tags = ['content'];
const params = z.object({ apiRoute: z.string().max(64) });
const idParams = params.extend({ id: z.string().min(1).max(100) });
const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
};

/** `?lang=` wins over Accept-Language: a link may name its language. */
export const langOf = (request: {
  query: { lang?: CmsLanguage | undefined };
  headers: { 'accept-language'?: string };
}) => request.query.lang ?? languageOf(request.headers['accept-language']);

/** The public reads of the CMS content (issue 16; paths in cms.schemas.ts CMS_PATHS). */
export function cmsRoutes({
  cmsService,
  startContent,
  readerOf,
}: {
  cmsService: CmsService;
  startContent: StartContentService;
  /** Live, or the draft for a console preview's token (decision 072). */
  readerOf: ContentReaderOf;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      CMS_PATHS.start,
      {
        schema: {
          tags,
          summary: 'The start page’s content blocks and key visual in one answer',
          params,
          querystring: langQuerySchema,
          response: { 200: startContentSchema, ...errors },
        },
      },
      async (request, reply) => {
        const lang = langOf(request);
        reply.header('content-language', lang).header('vary', 'accept-language');
        return startContent.start(request.tenant, request.log, lang, await readerOf(request, reply));
      },
    );

    app.get(
      CMS_PATHS.blocks,
      {
        schema: {
          tags,
          summary: 'Every content block of the tenant in a language',
          params,
          querystring: langQuerySchema,
          response: { 200: contentBlocksSchema, ...errors },
        },
      },
      async (request, reply) => {
        const lang = langOf(request);
        reply.header('content-language', lang).header('vary', 'accept-language');
        return (await readerOf(request, reply))('content-bloecke', lang, (s) => s.blocks(lang));
      },
    );

    app.get(
      CMS_PATHS.block,
      {
        schema: {
          tags,
          summary: 'One content block',
          params: idParams,
          querystring: langQuerySchema,
          response: { 200: contentBlockSchema, ...errors },
        },
      },
      async (request, reply) => {
        const lang = langOf(request);
        const { id } = request.params;
        const block = await (await readerOf(request, reply))(`content-bloecke/${id}`, lang, (s) =>
          s.block(lang, id),
        );
        if (!block) throw new AppError('content.block_not_found');
        reply.header('content-language', block.Language).header('vary', 'accept-language');
        return block;
      },
    );

    app.get(
      CMS_PATHS.keyVisual,
      {
        schema: {
          tags,
          summary: 'A key visual: per breakpoint a webp and a jpeg URL with their size',
          params: idParams,
          querystring: langQuerySchema,
          response: { 200: keyVisualSchema, ...errors },
        },
      },
      async (request, reply) => {
        const lang = langOf(request);
        const { id, apiRoute } = request.params;
        const base = `/api/v1/${apiRoute}${CMS_PATHS.image.replace(':file', '')}`;
        const visual = await (await readerOf(request, reply))(`keyvisual/${id}`, lang, (s) =>
          s.keyVisual(lang, id, base),
        );
        if (!visual) throw new AppError('content.keyvisual_not_found');
        reply.header('content-language', visual.Language).header('vary', 'accept-language');
        return visual;
      },
    );

    app.get(
      CMS_PATHS.faqs,
      {
        schema: {
          tags,
          summary: 'The FAQs, by group and position',
          params,
          querystring: langQuerySchema,
          response: { 200: faqsSchema, ...errors },
        },
      },
      async (request, reply) => {
        const lang = langOf(request);
        reply.header('content-language', lang).header('vary', 'accept-language');
        return (await readerOf(request, reply))('faqs', lang, (s) => s.faqs(lang));
      },
    );

    app.get(
      CMS_PATHS.faq,
      {
        schema: {
          tags,
          summary: 'One FAQ',
          params: idParams,
          querystring: langQuerySchema,
          response: { 200: faqSchema, ...errors },
        },
      },
      async (request, reply) => {
        const lang = langOf(request);
        const { id } = request.params;
        const faq = await (await readerOf(request, reply))(`faq/${id}`, lang, (s) => s.faq(lang, id));
        if (!faq) throw new AppError('content.faq_not_found');
        reply.header('content-language', faq.Language).header('vary', 'accept-language');
        return faq;
      },
    );

    app.get(
      CMS_PATHS.footnotes,
      {
        schema: {
          tags,
          summary: 'The footnotes whose Identifier equals `identifier` (all without it)',
          params,
          querystring: footnotesQuerySchema,
          response: { 200: footnotesSchema, ...errors },
        },
      },
      async (request, reply) => {
        const lang = langOf(request);
        const { identifier } = request.query;
        reply.header('content-language', lang).header('vary', 'accept-language');
        const name = identifier === undefined ? 'fussnoten' : `fussnoten?Identifier=${identifier}`;
        return (await readerOf(request, reply))(name, lang, (s) => s.footnotes(lang, identifier));
      },
    );

    app.get(
      CMS_PATHS.image,
      {
        schema: {
          tags,
          summary: 'One image variant of a key visual, by its address',
          params: params.extend({ file: z.string().max(120) }),
          response: { 200: z.any(), 404: apiErrorSchema, 502: apiErrorSchema, 503: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const image = await cmsService.image(request.tenant, request.log, request.params.file);
        if (!image) throw new AppError('content.image_not_found');
        return reply
          .header('content-type', image.contentType)
          .header('cache-control', image.cacheControl)
          .header('x-content-type-options', 'nosniff')
          .send(image.bytes);
      },
    );
  };
}
