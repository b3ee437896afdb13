import type { FastifyInstance } from 'fastify';
import { hostName } from '../modules/tenants/tenant-cache.ts';
import { AppError } from './app-error.ts';

/** Where the operator console's API lives (on the console's host only). */
export const CONSOLE_API_PREFIX = '/api/betrieb/v1';

/** Whether a Host header names the operator console's host (any port). */
export const isConsoleHost = (host: string | undefined, consoleHost: string) =>
  hostName(host) === consoleHost;

/**
 * The console API answers on its own host only: a tenant's page (and any script on it, or a page
 * framing it) cannot reach it by a relative URL, and the console's pages are never served from a
 * tenant's host. Runs first in the scope, before the auth hook reads a token.
 */
export function onlyOnConsoleHost(scope: FastifyInstance, consoleHost: string): void {
  scope.addHook('onRequest', async (request) => {
    if (!isConsoleHost(request.headers.host, consoleHost)) throw new AppError('operator.wrong_host');
  });
}
