import { vi } from 'vitest';

export interface RoutedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}
/** `raw` is sent as it is (a file), `body` as JSON. */
type Answer = { status: number; body?: unknown; raw?: string };

/**
 * A fake API for component tests that answers by method and path (`PUT Einladung`), so a screen
 * that makes several calls gets the right answer to each; every request is recorded in `sent`.
 * An unrouted call answers 500, which the screen must show as a technical error.
 */
export function routeApi(routes: Record<string, Answer | ((request: RoutedRequest) => Answer)>) {
  const sent: RoutedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const parsed = new URL(url, 'http://portal.test');
      const path = parsed.pathname.replace(/^\/api\/v1\/[^/]+\//, '');
      const request: RoutedRequest = {
        method: init.method ?? 'GET',
        path,
        query: parsed.searchParams,
        headers: (init.headers ?? {}) as Record<string, string>,
        body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
      };
      sent.push(request);
      const route = routes[`${request.method} ${path}`];
      const answer = typeof route === 'function' ? route(request) : (route ?? { status: 500, body: {} });
      const payload = answer.status === 204 ? null : (answer.raw ?? JSON.stringify(answer.body ?? null));
      return new Response(payload, { status: answer.status });
    }),
  );
  return { sent, routes };
}
