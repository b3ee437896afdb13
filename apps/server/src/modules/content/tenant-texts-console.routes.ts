import { TEXT_LANGUAGES, tenantTextsSchema } from '@kwk/shared/operator/tenant-texts.schemas';
import { withFieldMessages } from '@kwk/shared/operator/tenants.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { TenantCache } from '../tenants/tenant-cache.ts';
import type { ContentRepository } from './content.repository.ts';

const tags = ['operator console'];
const params = z.object({ key: z.string().max(64), lang: z.enum(TEXT_LANGUAGES) });
const answer = z.object({ Texts: z.record(z.string(), z.string()) });

/** The console's editor of a tenant's texts per language (tenants.read / tenants.edit). */
export function tenantTextsConsoleRoutes(deps: {
  db: Db;
  content: ContentRepository;
  tenants: TenantCache;
  audit: AuditService;
}): FastifyPluginAsyncZod {
  const tenantId = async (key: string) => {
    const tenant = await deps.tenants.byKey(key);
    if (!tenant) throw new AppError('tenants.not_found');
    return tenant.id;
  };
  return async (app) => {
    app.get(
      '/mandanten/:key/texte/:lang',
      {
        config: { auth: { operator: 'tenants.read' } },
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'The tenant’s texts of a language, by key',
          params,
          response: { 200: answer, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => ({
        Texts: await deps.content.texts(await tenantId(request.params.key), request.params.lang),
      }),
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
            'Replaces the tenant’s texts of a language; a key left out falls back to the portal’s text',
          params,
          body: tenantTextsSchema('de'),
          response: { 200: answer, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const id = await tenantId(request.params.key);
        const { lang } = request.params;
        const texts = request.body.Texts;
        // Read before the transaction: on PGlite's one connection a read beside it would wait for it.
        const before = await deps.content.texts(id, lang);
        await deps.db.transaction(async (tx) => {
          await deps.content.replaceTexts(tx, id, lang, texts);
          const keys = [...new Set([...Object.keys(before), ...Object.keys(texts)])].sort();
          await deps.audit.record(tx, {
            actor: { kind: 'operator', id: request.operator.operator.id },
            action: 'tenant.texts_updated',
            tenantId: id,
            subject: request.params.key,
            // Keys only: a text may name a person or an address.
            details: { language: lang, changedKeys: keys.filter((k) => before[k] !== texts[k]) },
          });
        });
        return { Texts: await deps.content.texts(id, lang) };
      },
    );
  };
}
