import type { FastifyInstance } from 'fastify';

/**
 * While tracing, the request's two lines ("incoming request", "request completed") are written by
 * these hooks instead of Fastify (its `disableRequestLogging`): Fastify writes the first before any
 * hook runs, so before the request's span exists, and it would carry no trace id. Registered after
 * @fastify/otel's hooks, they run inside the request's span. Without tracing Fastify writes them.
 */
export function logRequestsInsideSpans(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    request.log.info({ req: request }, 'incoming request');
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
