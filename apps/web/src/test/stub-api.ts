import { vi } from 'vitest';

export interface SentRequest {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Replaces fetch with a fake API: every request is recorded in `sent`, and answered with `answer`
 * (change it per test). `onFetch` runs while a request is under way. Undo with vi.unstubAllGlobals().
 */
export function stubApi(answer: { status: number; body: unknown }) {
  const api = { answer, sent: [] as SentRequest[], onFetch: () => {} };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      api.sent.push({
        url,
        headers: init.headers as Record<string, string>,
        body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
      });
      api.onFetch();
      return new Response(JSON.stringify(api.answer.body), { status: api.answer.status });
    }),
  );
  return api;
}

/** The API's refusal of a request's fields (its error body): the code, and a message at each field's path. */
export function fieldRefusal(
  status: number,
  code: string,
  fields: { path: string; message: string }[],
  message = 'x',
) {
  return { status, body: { code, message, details: { fields } } };
}
