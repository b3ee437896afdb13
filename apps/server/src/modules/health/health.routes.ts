import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { withinTime } from '../../lib/within-time.ts';

const statusSchema = z.object({ status: z.string() });

/**
 * Liveness (the process answers) and readiness (the database answers, within `timeoutMs`, and is
 * migrated). Readiness fails fast: a load balancer asking while a lock or a full pool holds the
 * database should hear "not ready" at once, not after the lock timeout.
 */
export function healthRoutes({
  database,
  timeoutMs,
}: {
  database: Database;
  timeoutMs: number;
}): FastifyPluginAsyncZod {
  const migrations = async () =>
    (await database.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'))[0]
      ?.n ?? 0;

  return async (app) => {
    app.get('/healthz', { schema: { tags: ['health'], response: { 200: statusSchema } } }, async () => ({
      status: 'ok',
    }));
    app.get(
      '/readyz',
      { schema: { tags: ['health'], response: { 200: statusSchema, 503: statusSchema } } },
      async (_request, reply) => {
        try {
          const applied = await withinTime(timeoutMs, migrations());
          if (applied === undefined) return reply.status(503).send({ status: 'database not answering' });
          if (applied === 0) return reply.status(503).send({ status: 'not migrated' });
          return { status: 'ready' };
        } catch {
          return reply.status(503).send({ status: 'database unavailable' });
        }
      },
    );
  };
}
