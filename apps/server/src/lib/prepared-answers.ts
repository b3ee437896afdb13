import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

/**
 * Writes a prepared answer to a request it knows and answers true, or answers false and leaves the
 * request to Fastify. It must send exactly what Fastify's route would (decision 076).
 */
export type PreparedAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The HTTP server in front of Fastify's router (decision 076): a request a prepared answer knows is
 * answered from bytes and headers made once per configuration, as a static file server answers; every
 * other request goes to Fastify as before. The server is made as Fastify makes its own (lib/server.js
 * `getServerInstance`, HTTP/1.1): the same options and timeouts.
 */
export function preparedAnswersServer() {
  let prepared: PreparedAnswer | undefined;
  const serverFactory = (
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    options: FastifyHttpOptions<Server>,
  ): Server => {
    const server = createServer(options.http ?? {}, (request, response) => {
      if (prepared?.(request, response)) return;
      handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    if ((options.maxRequestsPerSocket ?? 0) > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket!;
    return server;
  };
  return {
    serverFactory,
    /** From now on `answer` is asked first (the app sets it once its services exist). */
    answerWith(answer: PreparedAnswer) {
      prepared = answer;
    },
  };
}
