import {
  figuresParamsSchema,
  figuresQuerySchema,
  figuresSchema,
  figuresTenantsSchema,
} from '@kwk/shared/operator/figures.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import type { FiguresService } from './figures.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['operator console'];
const auth = { operator: 'figures.read' } as const;

/** The console's figures per tenant: who to pick, and a tenant's funnel per week. */
export function figuresRoutes({ figures }: { figures: FiguresService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/zahlen/mandanten',
      {
        config: { auth },
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'The tenants whose figures the console shows',
          response: { 200: figuresTenantsSchema, ...errors },
        },
      },
      async () => figures.tenantsToPick(),
    );

    app.get(
      '/zahlen/:tenant',
      {
        config: { auth },
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'A tenant’s funnel per ISO week of a range (default: the last 12 weeks) and its rewards',
          params: figuresParamsSchema,
          querystring: figuresQuerySchema,
          response: { 200: figuresSchema, ...errors },
        },
      },
      async (request) => figures.figures(request.params.tenant, request.query),
    );
  };
}
