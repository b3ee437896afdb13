import { taxExportQuerySchema, taxTenantsSchema } from '@kwk/shared/operator/tax-export.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import type { TaxExportService } from './tax-export.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['operator console'];
const auth = { operator: 'tax.export' } as const;

/** The console's tax export (finance): the tenants to choose, and one tenant's year as CSV. */
export function taxRoutes({ taxExport }: { taxExport: TaxExportService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/steuer/mandanten',
      {
        config: { auth },
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'The tenants whose payouts the tax export covers',
          response: { 200: taxTenantsSchema, ...errors },
        },
      },
      async () => taxExport.tenantsToPick(),
    );

    app.get(
      '/steuer/export',
      {
        config: { auth },
        schema: {
          tags,
          security: bearerSecurity,
          summary:
            'What a tenant paid each referrer in a Berlin calendar year (§22 Nr. 3 EStG), as CSV; the export is logged',
          querystring: taxExportQuerySchema,
          response: { 200: z.string().describe('the CSV file, as an attachment'), ...errors },
        },
      },
      async (request, reply) => {
        const { mandant, jahr } = request.query;
        const file = await taxExport.csv(request.operator.operator.id, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="steuer-${mandant}-${jahr}.csv"`)
          .header('cache-control', 'no-store')
          .send(file);
      },
    );
  };
}
