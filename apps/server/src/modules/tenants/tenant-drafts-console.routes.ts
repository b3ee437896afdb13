import { moneyRaisePendingSchema } from '@kwk/shared/operator/money-raises';
import {
  tenantEditorSchema,
  tenantLiveVersionSchema,
  tenantPreviewSchema,
} from '@kwk/shared/operator/tenant-drafts.schemas';
import { tenantUpdateSchema, withFieldMessages } from '@kwk/shared/operator/tenants.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { languageOf } from '../../plugins/language.ts';
import type { TenantDraftsService } from './tenant-drafts.service.ts';

const tags = ['operator console'];
const security = bearerSecurity;
const params = z.object({ key: z.string().max(64) });
const edit = { auth: { operator: 'tenants.edit' as const } };
const liveOrHeld = {
  200: tenantEditorSchema,
  202: tenantEditorSchema.extend(moneyRaisePendingSchema.shape),
  ...errorResponses(400, 401, 403, 404, 409),
};

/**
 * A tenant's draft in the console (decision 065): read with the live configuration, save, discard,
 * publish, roll back, and mint a preview token. Reading and previewing need tenants.read (the
 * draft is what the editor shows anyway), everything else tenants.edit.
 */
export function tenantDraftsConsoleRoutes({
  drafts,
}: {
  drafts: TenantDraftsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/mandanten/:key/entwurf',
      {
        config: { auth: { operator: 'tenants.read' } },
        schema: {
          tags,
          security,
          summary: 'The live configuration, the open draft and what a rollback would restore',
          params,
          response: { 200: tenantEditorSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => drafts.editor(request.params.key),
    );

    app.put(
      '/mandanten/:key/entwurf',
      {
        config: { ...edit, bodySchema: (_tenant, lang) => withFieldMessages(tenantUpdateSchema(lang), lang) },
        schema: {
          tags,
          security,
          summary: 'Saves the editor’s configuration as the tenant’s draft; nothing goes live',
          params,
          body: tenantUpdateSchema('de'),
          response: { 200: tenantEditorSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        drafts.saveDraft(
          request.operator.operator.id,
          request.params.key,
          request.body,
          languageOf(request.headers['accept-language']),
        ),
    );

    app.post(
      '/mandanten/:key/entwurf/verwerfen',
      {
        config: edit,
        schema: {
          tags,
          security,
          summary: 'Discards the open draft (audited)',
          params,
          body: tenantLiveVersionSchema,
          response: { 200: tenantEditorSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        drafts.discard(request.operator.operator.id, request.params.key, request.body.Version),
    );

    // Publish and roll back: 200 with the new state, 202 when a raised money rule waits (decision 047).
    const liveChanges = [
      {
        path: '/mandanten/:key/entwurf/veroeffentlichen',
        summary:
          'Publishes the draft if the live version is still the one sent (audited); 202 when a raised money rule waits for a second admin',
        work: drafts.publish,
      },
      {
        path: '/mandanten/:key/zurueckrollen',
        summary:
          'Restores the configuration the last publish replaced (audited); 202 when that raises a money rule, which waits for a second admin',
        work: drafts.rollBack,
      },
    ];
    for (const { path, summary, work } of liveChanges)
      app.post(
        path,
        {
          config: edit,
          schema: { tags, security, summary, params, body: tenantLiveVersionSchema, response: liveOrHeld },
        },
        async (request, reply) => {
          const lang = languageOf(request.headers['accept-language']);
          const done = await work(
            request.operator.operator.id,
            request.params.key,
            request.body.Version,
            lang,
          );
          if (done.pending) return reply.code(202).send({ ...done.editor, GeldFreigabe: done.pending });
          return done.editor;
        },
      );

    app.post(
      '/mandanten/:key/vorschau',
      {
        config: { auth: { operator: 'tenants.read' } },
        schema: {
          tags,
          security,
          summary: 'A short-lived link to the tenant’s portal showing its draft (the token in the fragment)',
          params,
          response: { 201: tenantPreviewSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await drafts.mintPreview(request.operator.operator.id, request.params.key)),
    );
  };
}
