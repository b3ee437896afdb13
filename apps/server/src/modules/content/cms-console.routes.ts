import { randomUUID } from 'node:crypto';
import {
  BLOCK_ID,
  CMS_CONSOLE_PATHS,
  type CmsLanguage,
  cacheClearedSchema,
  cmsConsoleParams,
  consoleBlocksSchema,
  consoleFaqsSchema,
  consoleFootnotesSchema,
  consoleKeyVisualSchema,
  consoleVariablesSchema,
  contentBlockBodySchema,
  contentBlockSchema,
  contentSourceInfoSchema,
  faqBodySchema,
  faqSchema,
  footnoteBodySchema,
  footnoteSchema,
  KEY_VISUAL_MAX_BYTES,
  KEY_VISUAL_START,
  KEY_VISUAL_TYPES,
  keyVisualAltBodySchema,
} from '@kwk/shared/content/cms.schemas';
import { withFieldMessages } from '@kwk/shared/operator/tenants.schemas';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Tenant, TenantCache } from '../tenants/tenant-cache.ts';
import type { CmsRepository, KeyVisualRow } from './cms.repository.ts';
import type { CmsService } from './cms.service.ts';
import type { ContentRepository } from './content.repository.ts';
import { keyVisualAnswer } from './embedded-content-source.ts';
import { renderKeyVisual } from './key-visual-images.ts';

const tags = ['operator console'];
const read = { auth: { operator: 'tenants.read' as const } };
const edit = { auth: { operator: 'tenants.edit' as const } };
const keyParams = z.object({ key: z.string().max(64) });
const blockParams = cmsConsoleParams.extend({ id: z.string().regex(BLOCK_ID) });
const itemParams = cmsConsoleParams.extend({ id: z.string().min(1).max(100) });
const setParams = cmsConsoleParams.extend({ set: z.string().min(1).max(64) });

interface Deps {
  db: Db;
  cms: CmsRepository;
  content: ContentRepository;
  cmsService: CmsService;
  tenants: TenantCache;
  audit: AuditService;
}

/**
 * The console's editor of the portal's own content store (issue 16): blocks, FAQs and footnotes per
 * language, variables per language, the key visual. Reading needs tenants.read, writing tenants.edit; each write
 * is audited (ids and fields changed, never the texts: a text may name a person) and drops the
 * tenant's cached content so the portal shows it at once.
 */
export function cmsConsoleRoutes(deps: Deps): FastifyPluginAsyncZod {
  const tenantOf = async (key: string): Promise<Tenant> => {
    const tenant = await deps.tenants.byKey(key);
    if (!tenant) throw new AppError('tenants.not_found');
    return tenant;
  };
  /** One write: the change and its audit row in one transaction, then the cache is dropped. */
  const write = async <T>(
    tenant: Tenant,
    operatorId: string,
    action: string,
    details: Record<string, unknown>,
    change: (tx: Db) => Promise<T>,
  ): Promise<T> => {
    const result = await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const r = await change(tx);
      await deps.audit.record(tx, {
        actor: { kind: 'operator', id: operatorId },
        action,
        tenantId: tenant.id,
        subject: tenant.key,
        details,
      });
      return r;
    });
    deps.cmsService.invalidate(tenant.id);
    return result;
  };
  const consoleVisual = (row: KeyVisualRow, key: string) => {
    const base = `/api/v1/${key}/cms/bilder/`;
    return {
      Id: row.visualId,
      Alt: { de: row.altDe, en: row.altEn },
      Sources: keyVisualAnswer(row, 'de', base).Sources,
      OriginalWidth: row.originalWidth,
      OriginalHeight: row.originalHeight,
      UpdatedAt: row.updatedAt.toISOString(),
    };
  };
  const blockOf = (r: { blockId: string; title: string; body: string; language: string }) => ({
    Id: r.blockId,
    Title: r.title,
    Body: r.body,
    Language: r.language as CmsLanguage,
  });
  const faqOf = (r: {
    faqId: string;
    question: string;
    answer: string;
    groupName: string;
    position: number;
    language: string;
  }) => ({
    Id: r.faqId,
    Question: r.question,
    Answer: r.answer,
    Group: r.groupName,
    Position: r.position,
    Language: r.language as CmsLanguage,
  });
  const footnoteOf = (r: {
    footnoteId: string;
    identifier: string;
    titel: string;
    gruppe: string;
    inhalt: string;
    language: string;
  }) => ({
    Id: r.footnoteId,
    Identifier: r.identifier,
    Titel: r.titel,
    Gruppe: r.gruppe,
    Inhalt: r.inhalt,
    Language: r.language as CmsLanguage,
  });

  return async (app) => {
    /** DELETE of one block, FAQ or footnote in a language: audited with its id, 404 when it is not there. */
    const deleteRoute = (
      path: string,
      params: typeof blockParams | typeof itemParams,
      summary: string,
      action: string,
      remove: (tx: Db, tenantId: string, language: CmsLanguage, id: string) => Promise<boolean>,
      notFound: 'content.block_not_found' | 'content.faq_not_found' | 'content.footnote_not_found',
    ) =>
      app.delete(
        path,
        {
          config: edit,
          schema: {
            tags,
            security: bearerSecurity,
            summary,
            params,
            response: { 204: z.null(), ...errorResponses(401, 403, 404) },
          },
        },
        async (request, reply) => {
          const tenant = await tenantOf(request.params.key);
          const { lang, id } = request.params;
          const gone = await write(
            tenant,
            request.operator.operator.id,
            action,
            { language: lang, id },
            (tx) => remove(tx, tenant.id, lang, id),
          );
          if (!gone) throw new AppError(notFound);
          return reply.code(204).send(null);
        },
      );

    // --- blocks ---
    app.get(
      CMS_CONSOLE_PATHS.blocks,
      {
        config: read,
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'The tenant’s content blocks in a language (its own store only, no fallback)',
          params: cmsConsoleParams,
          response: { 200: consoleBlocksSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const tenant = await tenantOf(request.params.key);
        return { Blocks: (await deps.cms.blocks(tenant.id, request.params.lang)).map(blockOf) };
      },
    );
    app.put(
      CMS_CONSOLE_PATHS.block,
      {
        config: { ...edit, bodySchema: (_t, lang) => withFieldMessages(contentBlockBodySchema(lang), lang) },
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Creates or replaces a content block',
          params: blockParams,
          body: contentBlockBodySchema('de'),
          response: { 200: contentBlockSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const tenant = await tenantOf(request.params.key);
        const { lang, id } = request.params;
        const row = await write(
          tenant,
          request.operator.operator.id,
          'content.block_saved',
          { language: lang, id },
          (tx) =>
            deps.cms.upsertBlock(tx, {
              tenantId: tenant.id,
              language: lang,
              blockId: id,
              title: request.body.Title,
              body: request.body.Body,
            }),
        );
        return blockOf(row);
      },
    );
    deleteRoute(
      CMS_CONSOLE_PATHS.block,
      blockParams,
      'Deletes a content block',
      'content.block_deleted',
      deps.cms.deleteBlock,
      'content.block_not_found',
    );

    // --- FAQs ---
    app.get(
      CMS_CONSOLE_PATHS.faqs,
      {
        config: read,
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'The tenant’s FAQs in a language',
          params: cmsConsoleParams,
          response: { 200: consoleFaqsSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const tenant = await tenantOf(request.params.key);
        return { Faqs: (await deps.cms.faqs(tenant.id, request.params.lang)).map(faqOf) };
      },
    );
    const saveFaq = async (
      request: { params: { key: string; lang: CmsLanguage }; operator: { operator: { id: string } } },
      id: string,
      body: { Question: string; Answer: string; Group: string; Position: number },
      action: string,
    ) => {
      const tenant = await tenantOf(request.params.key);
      const { lang } = request.params;
      const row = await write(tenant, request.operator.operator.id, action, { language: lang, id }, (tx) =>
        deps.cms.upsertFaq(tx, {
          tenantId: tenant.id,
          language: lang,
          faqId: id,
          question: body.Question,
          answer: body.Answer,
          groupName: body.Group,
          position: body.Position,
        }),
      );
      return faqOf(row);
    };
    app.post(
      CMS_CONSOLE_PATHS.faqs,
      {
        config: { ...edit, bodySchema: (_t, lang) => withFieldMessages(faqBodySchema(lang), lang) },
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Adds a FAQ',
          params: cmsConsoleParams,
          body: faqBodySchema('de'),
          response: { 201: faqSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const saved = await saveFaq(request, randomUUID(), request.body, 'content.faq_created');
        return reply.code(201).send(saved);
      },
    );
    app.put(
      CMS_CONSOLE_PATHS.faq,
      {
        config: { ...edit, bodySchema: (_t, lang) => withFieldMessages(faqBodySchema(lang), lang) },
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Replaces a FAQ (creates it in this language when only the other has it)',
          params: itemParams,
          body: faqBodySchema('de'),
          response: { 200: faqSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => saveFaq(request, request.params.id, request.body, 'content.faq_saved'),
    );
    deleteRoute(
      CMS_CONSOLE_PATHS.faq,
      itemParams,
      'Deletes a FAQ in a language',
      'content.faq_deleted',
      deps.cms.deleteFaq,
      'content.faq_not_found',
    );

    // --- footnotes ---
    app.get(
      CMS_CONSOLE_PATHS.footnotes,
      {
        config: read,
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'The tenant’s footnotes in a language',
          params: cmsConsoleParams,
          response: { 200: consoleFootnotesSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const tenant = await tenantOf(request.params.key);
        return { Footnotes: (await deps.cms.footnotes(tenant.id, request.params.lang)).map(footnoteOf) };
      },
    );
    const saveFootnote = async (
      request: { params: { key: string; lang: CmsLanguage }; operator: { operator: { id: string } } },
      id: string,
      body: { Identifier: string; Titel: string; Gruppe: string; Inhalt: string },
      action: string,
    ) => {
      const tenant = await tenantOf(request.params.key);
      const { lang } = request.params;
      const row = await write(tenant, request.operator.operator.id, action, { language: lang, id }, (tx) =>
        deps.cms.upsertFootnote(tx, {
          tenantId: tenant.id,
          language: lang,
          footnoteId: id,
          identifier: body.Identifier,
          titel: body.Titel,
          gruppe: body.Gruppe,
          inhalt: body.Inhalt,
        }),
      );
      return footnoteOf(row);
    };
    app.post(
      CMS_CONSOLE_PATHS.footnotes,
      {
        config: { ...edit, bodySchema: (_t, lang) => withFieldMessages(footnoteBodySchema(lang), lang) },
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Adds a footnote',
          params: cmsConsoleParams,
          body: footnoteBodySchema('de'),
          response: { 201: footnoteSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const saved = await saveFootnote(request, randomUUID(), request.body, 'content.footnote_created');
        return reply.code(201).send(saved);
      },
    );
    app.put(
      CMS_CONSOLE_PATHS.footnote,
      {
        config: { ...edit, bodySchema: (_t, lang) => withFieldMessages(footnoteBodySchema(lang), lang) },
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Replaces a footnote',
          params: itemParams,
          body: footnoteBodySchema('de'),
          response: { 200: footnoteSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => saveFootnote(request, request.params.id, request.body, 'content.footnote_saved'),
    );
    deleteRoute(
      CMS_CONSOLE_PATHS.footnote,
      itemParams,
      'Deletes a footnote in a language',
      'content.footnote_deleted',
      deps.cms.deleteFootnote,
      'content.footnote_not_found',
    );

    // --- variables ---
    app.get(
      CMS_CONSOLE_PATHS.variables,
      {
        config: read,
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'A variable set of the tenant in a language (its own rows, no fallback)',
          params: setParams,
          response: { 200: consoleVariablesSchema('de'), ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const tenant = await tenantOf(request.params.key);
        const { set, lang } = request.params;
        return { Variables: await deps.content.variablesIn(tenant.id, set, lang) };
      },
    );
    app.put(
      CMS_CONSOLE_PATHS.variables,
      {
        config: { ...edit, bodySchema: (_t, lang) => withFieldMessages(consoleVariablesSchema(lang), lang) },
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Replaces a variable set in a language',
          params: setParams,
          body: consoleVariablesSchema('de'),
          response: { 200: consoleVariablesSchema('de'), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const tenant = await tenantOf(request.params.key);
        const { set, lang } = request.params;
        const before = await deps.content.variablesIn(tenant.id, set, lang);
        const after = request.body.Variables;
        const old = new Map(before.map((v) => [v.Name, v.Value]));
        const now = new Map(after.map((v) => [v.Name, v.Value]));
        const changed = [...new Set([...old.keys(), ...now.keys()])]
          .filter((n) => old.get(n) !== now.get(n))
          .sort();
        await write(
          tenant,
          request.operator.operator.id,
          'content.variables_saved',
          { set, language: lang, changedNames: changed },
          (tx) => deps.content.replaceVariables(tx, tenant.id, set, lang, after),
        );
        return { Variables: await deps.content.variablesIn(tenant.id, set, lang) };
      },
    );

    // --- key visual ---
    app.get(
      CMS_CONSOLE_PATHS.keyVisual,
      {
        config: read,
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'The start page’s key visual with both alt texts',
          params: keyParams,
          response: { 200: consoleKeyVisualSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const tenant = await tenantOf(request.params.key);
        const row = await deps.cms.keyVisual(tenant.id, KEY_VISUAL_START);
        if (!row) throw new AppError('content.keyvisual_not_found');
        return consoleVisual(row, tenant.key);
      },
    );
    app.register(async (scoped) => {
      const upload = scoped.withTypeProvider<ZodTypeProvider>();
      // The image is the body itself (what a browser's fetch sends for a File); the check of the
      // bytes is sharp's, below. A little above the limit is read so the answer can say "too large".
      scoped.addContentTypeParser(
        [...KEY_VISUAL_TYPES],
        { parseAs: 'buffer', bodyLimit: KEY_VISUAL_MAX_BYTES + 1024 },
        (_request, body, done) => done(null, body),
      );
      upload.put(
        CMS_CONSOLE_PATHS.keyVisualImage,
        {
          config: edit,
          schema: {
            tags,
            security: bearerSecurity,
            summary: 'Uploads the key visual (raw JPEG, PNG or WebP body), resized to the four breakpoints',
            params: keyParams,
            response: { 200: consoleKeyVisualSchema, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request) => {
          const tenant = await tenantOf(request.params.key);
          const body = request.body;
          if (!Buffer.isBuffer(body)) throw new AppError('content.image_invalid');
          const rendered = await renderKeyVisual(body);
          const existing = await deps.cms.keyVisual(tenant.id, KEY_VISUAL_START);
          const row = await write(
            tenant,
            request.operator.operator.id,
            'content.keyvisual_uploaded',
            {
              id: KEY_VISUAL_START,
              width: rendered.originalWidth,
              height: rendered.originalHeight,
              bytes: body.length,
            },
            (tx) =>
              deps.cms.saveKeyVisual(tx, tenant.id, {
                visualId: KEY_VISUAL_START,
                altDe: existing?.altDe ?? '',
                altEn: existing?.altEn ?? '',
                ...rendered,
              }),
          );
          return consoleVisual(row, tenant.key);
        },
      );
    });
    app.put(
      CMS_CONSOLE_PATHS.keyVisualAlt,
      {
        config: { ...edit, bodySchema: (_t, lang) => withFieldMessages(keyVisualAltBodySchema(lang), lang) },
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Sets the key visual’s alt texts',
          params: keyParams,
          body: keyVisualAltBodySchema('de'),
          response: { 200: consoleKeyVisualSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const tenant = await tenantOf(request.params.key);
        if (!(await deps.cms.keyVisual(tenant.id, KEY_VISUAL_START)))
          throw new AppError('content.keyvisual_not_found');
        const row = await write(
          tenant,
          request.operator.operator.id,
          'content.keyvisual_alt_saved',
          { id: KEY_VISUAL_START },
          (tx) => deps.cms.setKeyVisualAlt(tx, tenant.id, KEY_VISUAL_START, request.body.Alt),
        );
        if (!row) throw new AppError('content.keyvisual_not_found');
        return consoleVisual(row, tenant.key);
      },
    );

    // --- source and cache ---
    app.get(
      CMS_CONSOLE_PATHS.source,
      {
        config: read,
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Where the tenant’s content comes from',
          params: keyParams,
          response: { 200: contentSourceInfoSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => deps.cmsService.info(await tenantOf(request.params.key)),
    );
    app.post(
      CMS_CONSOLE_PATHS.cacheClear,
      {
        config: edit,
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Drops the tenant’s cached content, so it is read again from its source',
          params: keyParams,
          response: { 200: cacheClearedSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const tenant = await tenantOf(request.params.key);
        const cleared = deps.cmsService.invalidate(tenant.id);
        await deps.audit.record(deps.db, {
          actor: { kind: 'operator', id: request.operator.operator.id },
          action: 'content.cache_cleared',
          tenantId: tenant.id,
          subject: tenant.key,
          details: { cleared },
        });
        return { Cleared: cleared };
      },
    );
  };
}
