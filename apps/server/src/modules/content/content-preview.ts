import { PREVIEW_TOKEN_HEADER } from '@kwk/shared/operator/tenant-preview';
import { patchedTexts } from '@kwk/shared/operator/tenant-text-changes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CheckPreviewToken, TenantTextDrafts } from '../tenants/tenants.api.ts';
import type { CmsService, ContentRead } from './cms.service.ts';
import type { ContentRepository } from './content.repository.ts';

/**
 * How a public content read answers (decision 072): without a preview token the live content as
 * before; with a valid token of the request's tenant the content as its open draft makes it,
 * uncached and `no-store`; any other token 403 `tenants.preview_invalid` (the tenants module's
 * check), never the live content silently.
 */
export function contentReaderOf(deps: { cmsService: CmsService; checkPreviewToken: CheckPreviewToken }) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<ContentRead> => {
    const token = request.headers[PREVIEW_TOKEN_HEADER];
    if (token === undefined) return deps.cmsService.reader(request.tenant, request.log, false);
    await deps.checkPreviewToken(request.tenant.id, String(token));
    reply.header('cache-control', 'no-store');
    return deps.cmsService.reader(request.tenant, request.log, true);
  };
}

export type ContentReaderOf = ReturnType<typeof contentReaderOf>;

/**
 * The tenant's texts of a language as a public read answers them (decision 072): live without a
 * preview token; with a valid token of the request's tenant the texts its open draft carries
 * laid over the live ones, `no-store`; any other token 403, as above.
 */
export function textsReaderOf(deps: {
  content: ContentRepository;
  checkPreviewToken: CheckPreviewToken;
  drafts: Pick<TenantTextDrafts, 'drafted'>;
}) {
  return async (request: FastifyRequest, reply: FastifyReply, lang: 'de' | 'en') => {
    const token = request.headers[PREVIEW_TOKEN_HEADER];
    if (token === undefined) return deps.content.texts(request.tenant.id, lang);
    await deps.checkPreviewToken(request.tenant.id, String(token));
    reply.header('cache-control', 'no-store');
    const live = await deps.content.texts(request.tenant.id, lang);
    return patchedTexts(live, await deps.drafts.drafted(request.tenant.id, lang));
  };
}

export type TextsReaderOf = ReturnType<typeof textsReaderOf>;
