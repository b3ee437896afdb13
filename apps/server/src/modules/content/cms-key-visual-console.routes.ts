import {
  CMS_CONSOLE_PATHS,
  consoleKeyVisualSchema,
  KEY_VISUAL_MAX_BYTES,
  KEY_VISUAL_TYPES,
  keyVisualAltBodySchema,
  keyVisualUploadQuerySchema,
} from '@kwk/shared/content/cms.schemas';
import { withFieldMessages } from '@kwk/shared/operator/tenants.schemas';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import type { CmsConsole } from './cms-console.service.ts';
import { edit, keyParams, read, tags } from './cms-console-route-parts.ts';

/** The console's key visual of a tenant's start page: show, upload the image, set the alt texts. */
export function cmsKeyVisualConsoleRoutes({ keyVisual }: CmsConsole): FastifyPluginAsyncZod {
  return async (app) => {
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
      async (request) => keyVisual.get(request.params.key),
    );
    app.register(async (scoped) => {
      const upload = scoped.withTypeProvider<ZodTypeProvider>();
      // The image is the body itself (what a browser's fetch sends for a File); the check of the
      // bytes is sharp's, in the use case. A little above the limit is read so the answer can say "too large".
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
            summary:
              'Uploads the key visual (raw JPEG, PNG or WebP body) with its alt texts, cut around the focal point for the four breakpoints',
            params: keyParams,
            querystring: keyVisualUploadQuerySchema('de'),
            response: { 200: consoleKeyVisualSchema, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request) =>
          keyVisual.upload(request.operator.operator.id, request.params.key, request.body, request.query),
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
      async (request) => keyVisual.setAlt(request.operator.operator.id, request.params.key, request.body.Alt),
    );
  };
}
