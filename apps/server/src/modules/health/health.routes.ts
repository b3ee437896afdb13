import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const statusSchema = z.object({ status: z.string() });

/** Liveness (the process answers) and readiness (the database answers and is migrated). */
export function healthRoutes({ database }: { database: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', { schema: { tags: ['health'], response: { 200: statusSchema } } }, async () => ({
      status: 'ok',
    }));
    app.get(
      '/readyz',
      { schema: { tags: ['health'], response: { 200: statusSchema, 503: statusSchema } } },
      async (_request, reply) => {
        try {
          await database.ping();
          const [row] = await database.query<{ n: number }>(
            'select count(*)::int as n from drizzle.__drizzle_migrations',
          );
          if (!row || row.n === 0) return reply.status(503).send({ status: 'not migrated' });
          return { status: 'ready' };
        } catch {
          return reply.status(503).send({ status: 'database unavailable' });
        }
      },
    );
  };
}
