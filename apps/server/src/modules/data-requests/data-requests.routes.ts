import {
  dataErasureResultSchema,
  dataErasureSchema,
  dataRequestSchema,
} from '@kwk/shared/operator/data-requests.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import type { DataRequestsService } from './data-requests.service.ts';

const tags = ['operator console'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404);

/**
 * Data-subject requests: POST, so the address travels in the body and never in a URL or an
 * access log. The export answers a JSON file to download.
 */
export function dataRequestsRoutes({
  dataRequests,
}: {
  dataRequests: DataRequestsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/datenanfragen/auskunft',
      {
        config: { auth: { operator: 'dataRequests.export' } },
        schema: {
          tags,
          security,
          summary: 'Everything held about an e-mail address as a JSON file (Art. 15 GDPR)',
          body: dataRequestSchema,
          response: { 200: z.record(z.string(), z.unknown()), ...errors },
        },
      },
      async (request, reply) => {
        const file = await dataRequests.export(request.operator.operator.id, request.body);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-disposition', `attachment; filename="datenauskunft-${day}.json"`)
          .header('cache-control', 'no-store')
          .send(file);
      },
    );

    app.post(
      '/datenanfragen/loeschung',
      {
        config: { auth: { operator: 'dataRequests.erase' } },
        schema: {
          tags,
          security,
          summary:
            'Erases what is held about an e-mail address (Art. 17 GDPR), as the self-service deletion does',
          body: dataErasureSchema,
          response: { 200: dataErasureResultSchema, ...errors },
        },
      },
      async (request) => dataRequests.erase(request.operator.operator.id, request.body),
    );
  };
}
