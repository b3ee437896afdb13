import { BLOCK_ID, type CmsLanguage, cmsConsoleParams } from '@kwk/shared/content/cms.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';

// What the routes of the console's CMS editor (issue 16) share: reading needs tenants.read,
// writing tenants.edit.
export const tags = ['operator console'];
export const read = { auth: { operator: 'tenants.read' as const } };
export const edit = { auth: { operator: 'tenants.edit' as const } };
export const keyParams = z.object({ key: z.string().max(64) });
export const blockParams = cmsConsoleParams.extend({ id: z.string().regex(BLOCK_ID) });
export const itemParams = cmsConsoleParams.extend({ id: z.string().min(1).max(100) });
export const setParams = cmsConsoleParams.extend({ set: z.string().min(1).max(64) });

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** DELETE of one block, FAQ or footnote in a language: 204, or the use case's 404. */
export const deleteRoute = (
  app: ZodApp,
  path: string,
  params: typeof blockParams | typeof itemParams,
  summary: string,
  remove: (operatorId: string, key: string, lang: CmsLanguage, id: string) => Promise<void>,
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
      const { key, lang, id } = request.params;
      await remove(request.operator.operator.id, key, lang, id);
      return reply.code(204).send(null);
    },
  );
