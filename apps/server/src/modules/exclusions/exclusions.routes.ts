import {
  exclusionCreateSchema,
  exclusionListSchema,
  exclusionSchema,
} from '@kwk/shared/operator/exclusions.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, security, tags } from '../../lib/console-route-docs.ts';
import type { ExclusionsService } from './exclusions.service.ts';

const auth = { auth: { operator: 'exclusions.manage' as const } };

/** The console's exclusion list: read, add, remove (each change audited by the service). */
export function exclusionsRoutes({ exclusions }: { exclusions: ExclusionsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ausschluesse',
      {
        config: auth,
        schema: {
          tags,
          security,
          summary: 'The exclusion list',
          response: { 200: exclusionListSchema, ...errors },
        },
      },
      async () => ({ Eintraege: await exclusions.list() }),
    );

    app.post(
      '/ausschluesse',
      {
        config: auth,
        schema: {
          tags,
          security,
          summary: 'Adds an e-mail domain or customer number to the exclusion list (one tenant or all)',
          body: exclusionCreateSchema,
          response: { 201: exclusionSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await exclusions.add(request.operator.operator.id, request.body)),
    );

    app.delete(
      '/ausschluesse/:id',
      {
        config: auth,
        schema: {
          tags,
          security,
          summary: 'Removes an entry from the exclusion list',
          params: z.object({ id: z.uuid() }),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await exclusions.remove(request.operator.operator.id, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
