import { CMS_CONSOLE_PATHS, consoleVariablesSchema } from '@kwk/shared/content/cms.schemas';
import { withFieldMessages } from '@kwk/shared/operator/tenants.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import type { CmsConsole } from './cms-console.service.ts';
import { edit, read, setParams, tags } from './cms-console-route-parts.ts';

/** The console's variable sets of a tenant per language: read and replace. */
export function cmsVariablesConsoleRoutes({ variables }: CmsConsole): FastifyPluginAsyncZod {
  return async (app) => {
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
      async (request) => variables.list(request.params.key, request.params.set, request.params.lang),
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
        const { key, set, lang } = request.params;
        return variables.replace(request.operator.operator.id, key, set, lang, request.body.Variables);
      },
    );
  };
}
