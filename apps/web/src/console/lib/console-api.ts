import { ANY_ERRORS, isAnyErrorCode } from '@kwk/shared/errors/console-error-codes';
import type { ApiError } from '@kwk/shared/errors/error.schemas';
import { consoleLang } from './console-lang.ts';
import { consoleSession, setConsoleSession, touchConsoleSession } from './console-session.ts';

export type FieldError = { path: string; message: string };

/** A console API answer in the `{ code, message, details }` shape, or a network failure. */
export class ConsoleApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[];
  readonly body: Partial<ApiError>;
  constructor(status: number, body: Partial<ApiError>) {
    super(body.message ?? body.code ?? `HTTP ${status}`);
    this.name = 'ConsoleApiError';
    this.status = status;
    this.code = body.code ?? 'common.technical';
    this.fields = body.details?.fields ?? [];
    this.body = body;
  }
}

/** The text for an error code in the console's language (the server's message as a fallback). */
export function consoleErrorText(error: unknown): string {
  const lang = consoleLang();
  if (error instanceof ConsoleApiError) {
    if (isAnyErrorCode(error.code)) return ANY_ERRORS[error.code][lang];
    return error.message;
  }
  return lang === 'de'
    ? 'Der Server ist nicht erreichbar. Bitte versuchen Sie es noch einmal.'
    : 'The server cannot be reached. Please try again.';
}

/** The field messages of a 400, by the field's name (the last part of its path). */
export function fieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ConsoleApiError)) return {};
  return Object.fromEntries(error.fields.map((f) => [f.path.split('.').slice(1).join('.'), f.message]));
}

export interface ConsoleRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

export const consoleUrl = (path: string, query: ConsoleRequest['query'] = {}) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const search = params.toString();
  return `/api/betrieb/v1/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
};

/** The raw answer of a console call with the session's token (for downloads). */
export async function consoleFetchRaw(path: string, request: ConsoleRequest = {}): Promise<Response> {
  const { method = 'GET', query, body, signal } = request;
  const headers: Record<string, string> = { 'Accept-Language': consoleLang() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = consoleSession()?.Token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(consoleUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ConsoleApiError(0, { code: 'common.network' });
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as Partial<ApiError>;
    const failure = new ConsoleApiError(response.status, answer);
    // An ended session (idle, signed out elsewhere): back to the sign-in page.
    if (response.status === 401 && failure.code === 'operator.login_required') setConsoleSession(null);
    throw failure;
  }
  if (token) touchConsoleSession();
  return response;
}

/** A console call answering JSON (or nothing, 204). */
export async function consoleFetch<T>(path: string, request: ConsoleRequest = {}): Promise<T> {
  const response = await consoleFetchRaw(path, request);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
