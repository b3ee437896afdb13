import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/**
 * `/metrics` on a port of its own (METRICS_PORT, decision 074), never on the portal's: no tenant
 * host, no console host, no proxy rule in front of the portal reaches it. With METRICS_TOKEN set a
 * scrape must send `Authorization: Bearer <token>`, compared in constant time. A plain node:http
 * server: nothing of the portal's request path (hooks, limits, tracing) runs for a scrape.
 */
export interface MetricsServerOptions {
  registry: Registry;
  port: number;
  host: string;
  token: string | undefined;
}

/** SHA-256 first, so both sides have one length and the comparison says nothing about it. */
const digest = (text: string) => createHash('sha256').update(text).digest();

export function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

export async function startMetricsServer(options: MetricsServerOptions) {
  const { registry, token } = options;
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (token !== undefined && !tokenMatches(request.headers.authorization, token)) {
      response
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
        .end('unauthorized\n');
      return;
    }
    const body = await registry.metrics();
    response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  const server = createServer((request, response) => {
    answer(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('metrics failed\n');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
