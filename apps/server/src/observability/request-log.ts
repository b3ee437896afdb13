import type { FastifyInstance } from 'fastify';

/**
 * While tracing, the request's "incoming request" line is written by an `onRequest` hook instead of
 * Fastify (whose line the app's `RequestLogController` then leaves out): Fastify writes it before
 * any hook runs, so before the request's span exists, and the line would carry no trace id. The
 * hook, registered after @fastify/otel's, runs inside the span; "request completed" is Fastify's
 * own, written inside it already. Without tracing nothing changes.
 */
export function logIncomingInsideSpans(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    request.log.info({ req: request }, 'incoming request');
    done();
  });
}
