import { CONTENT_DRAFT_PATHS } from '@kwk/shared/content/content-drafts';
import { contentDraftSchema, contentDraftStandSchema } from '@kwk/shared/content/content-drafts.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { edit, keyParams, read, tags } from './cms-console-route-parts.ts';
import type { ContentDraftsService } from './content-drafts.service.ts';

const security = bearerSecurity;
const changed = { 200: contentDraftSchema, ...errorResponses(400, 401, 403, 404, 409) };

/**
 * A tenant's content draft in the console (decision 072): read it against the live content,
 * publish, discard, roll back the last publish. Reading needs tenants.read (as the editor's lists),
 * the rest tenants.edit, as decision 065's configuration draft. The preview's token is that
 * decision's (`POST /mandanten/{key}/vorschau`): one token shows both drafts.
 */
export function contentDraftsConsoleRoutes(drafts: ContentDraftsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      CONTENT_DRAFT_PATHS.draft,
      {
        config: read,
        schema: {
          tags,
          security,
          summary: 'The tenant’s open content draft, entry by entry against the live content',
          params: keyParams,
          response: { 200: contentDraftSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => drafts.draft(request.params.key),
    );
    app.post(
      CONTENT_DRAFT_PATHS.publish,
      {
        config: edit,
        schema: {
          tags,
          security,
          summary: 'Publishes the content draft if it is still the one compared (`Stand`; audited)',
          params: keyParams,
          body: contentDraftStandSchema,
          response: changed,
        },
      },
      async (request) => drafts.publish(request.operator.operator.id, request.params.key, request.body.Stand),
    );
    app.post(
      CONTENT_DRAFT_PATHS.discard,
      {
        config: edit,
        schema: {
          tags,
          security,
          summary: 'Discards the content draft (audited)',
          params: keyParams,
          body: contentDraftStandSchema,
          response: changed,
        },
      },
      async (request) => drafts.discard(request.operator.operator.id, request.params.key, request.body.Stand),
    );
    app.post(
      CONTENT_DRAFT_PATHS.rollBack,
      {
        config: edit,
        schema: {
          tags,
          security,
          summary: 'Makes the content the last publish replaced live again (audited)',
          params: keyParams,
          response: changed,
        },
      },
      async (request) => drafts.rollBack(request.operator.operator.id, request.params.key),
    );
  };
}
