import { changedTextKeys, patchedTexts, textPatch } from '@kwk/shared/operator/tenant-text-changes';
import { TEXT_LANGUAGES, tenantTextsSchema } from '@kwk/shared/operator/tenant-texts.schemas';
import { withFieldMessages } from '@kwk/shared/operator/tenants.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { TenantCache, TenantTextDrafts } from '../tenants/tenants.api.ts';
import type { ContentRepository } from './content.repository.ts';

const tags = ['operator console'];
const params = z.object({ key: z.string().max(64), lang: z.enum(TEXT_LANGUAGES) });
const answer = z.object({
  Texts: z.record(z.string(), z.string()),
  /** Whether the texts are the tenant's draft's (true) or the live ones (false). */
  Entwurf: z.boolean(),
});

/**
 * The console's editor of a tenant's texts per language (tenants.read / tenants.edit). A save
 * writes them into the tenant's draft (decisions 065, 072): they go live when the tenant editor's
 * draft is published, with its configuration, and roll back with it.
 */
export function tenantTextsConsoleRoutes(deps: {
  db: Db;
  content: ContentRepository;
  tenants: TenantCache;
  audit: AuditService;
  drafts: TenantTextDrafts;
}): FastifyPluginAsyncZod {
  const tenantId = async (key: string) => {
    const tenant = await deps.tenants.byKey(key);
    if (!tenant) throw new AppError('tenants.not_found');
    return tenant.id;
  };
  /** The texts as the editor shows them: the draft's, else the live ones. */
  const shown = async (id: string, lang: 'de' | 'en') => {
    const drafted = await deps.drafts.drafted(id, lang);
    const live = await deps.content.texts(id, lang);
    return { Texts: patchedTexts(live, drafted), Entwurf: drafted !== undefined };
  };
  return async (app) => {
    app.get(
      '/mandanten/:key/texte/:lang',
      {
        config: { auth: { operator: 'tenants.read' } },
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'The tenant’s texts of a language, by key: the draft’s if drafted, else the live ones',
          params,
          response: { 200: answer, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => shown(await tenantId(request.params.key), request.params.lang),
    );

    app.put(
      '/mandanten/:key/texte/:lang',
      {
        config: {
          auth: { operator: 'tenants.edit' },
          bodySchema: (_tenant, lang) => withFieldMessages(tenantTextsSchema(lang), lang),
        },
        schema: {
          tags,
          security: bearerSecurity,
          summary:
            'Saves the tenant’s texts of a language into its draft (a key left out falls back to the portal’s text once published); nothing goes live',
          params,
          body: tenantTextsSchema('de'),
          response: { 200: answer, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const id = await tenantId(request.params.key);
        const { lang } = request.params;
        const texts = request.body.Texts;
        const operatorId = request.operator.operator.id;
        // Read before the transaction: on PGlite's one connection a read beside it would wait for it.
        const [before, live] = [(await shown(id, lang)).Texts, await deps.content.texts(id, lang)];
        await deps.db.transaction(async (tx) => {
          // The draft keeps the changed keys only, so publishing leaves the keys others write live
          // meanwhile (campaigns, catalogue); texts equal to the live ones leave the draft.
          const patch = textPatch(live, texts);
          await deps.drafts.save(tx, operatorId, id, lang, Object.keys(patch).length > 0 ? patch : null);
          await deps.audit.record(tx, {
            actor: { kind: 'operator', id: operatorId },
            action: 'tenant.texts_updated',
            tenantId: id,
            subject: request.params.key,
            // Keys only: a text may name a person or an address.
            details: { language: lang, draft: true, changedKeys: changedTextKeys(before, texts) },
          });
        });
        return shown(id, lang);
      },
    );
  };
}
