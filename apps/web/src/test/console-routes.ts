import { afterEach, beforeEach, vi } from 'vitest';
import { setConsoleSession } from '../console/lib/console-session.ts';

/** Signs a console operator with `rights` in for a test (undo with setConsoleSession(null)). */
export function signInOperator(rights: string[], roles = ['admin']) {
  setConsoleSession({
    Token: 'op-token',
    IdleUntil: '2099-01-01T00:00:00Z',
    EndsAt: '2099-01-01T00:00:00Z',
    ReauthUntil: null,
    Operator: { Id: 'o1', Email: 'a@b.test', Name: 'Admin', Roles: roles, Rights: rights },
  } as never);
}

/**
 * For every test of the file: an operator with `rights` signed in before it; after it, signed out
 * and every stubbed global (the fetch of the test) restored.
 */
export function signInForEachTest(rights: string[], roles = ['admin']) {
  beforeEach(() => signInOperator(rights, roles));
  afterEach(() => {
    vi.unstubAllGlobals();
    setConsoleSession(null);
  });
}

export interface ConsoleCall {
  method: string;
  /** Below `/api/betrieb/v1/`, without the query. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** As sent (a JSON text, a file). */
  body: unknown;
}

/**
 * For every test of the file: an operator with `rights` signed in, and fetch replaced by a
 * recording fake of the console's routes, `answers` by `METHOD path` (set them per test), 404 for
 * any other. Both are undone after each test.
 */
export function stubConsoleRoutes(rights: string[]) {
  const api = {
    calls: [] as ConsoleCall[],
    answers: {} as Record<string, { status: number; body: unknown }>,
  };
  signInForEachTest(rights);
  beforeEach(() => {
    api.calls = [];
    api.answers = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const [path = '', search] = url.replace('/api/betrieb/v1/', '').split('?');
        const method = init.method ?? 'GET';
        const headers = init.headers as Record<string, string>;
        api.calls.push({ method, path, query: new URLSearchParams(search), headers, body: init.body });
        const answer = api.answers[`${method} ${path}`] ?? {
          status: 404,
          body: { code: 'common.not_found' },
        };
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      }),
    );
  });
  return api;
}
