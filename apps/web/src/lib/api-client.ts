import { REQUEST_TIMEOUT_MS } from '@kwk/shared/constants';
import type { ApiError } from '@kwk/shared/errors/error.schemas';
import { currentLanguage } from '../i18n/i18n.ts';
import { getBootConfig } from './boot-config.ts';

export type FieldError = { path: string; message: string };

/** An API answer in the `{ code, message, details }` shape, or a network failure ('common.network'). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[];
  /** The whole answer, for codes that carry more than the message (e.g. an Empfehlungsnummer). */
  readonly body: Record<string, unknown>;

  constructor(status: number, body: Partial<ApiError>) {
    // Never shown as is (route-error.tsx picks the text); kept for logs and stack traces.
    super(body.message ?? body.code ?? `HTTP ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = body.code ?? 'common.technical';
    this.fields = body.details?.fields ?? [];
    this.body = body as Record<string, unknown>;
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as `Authorization: Bearer …` (e.g. the recipient's token from the referral's cookie). */
  bearer?: string;
  /** More request headers (the console's preview token). */
  headers?: Record<string, string>;
}

export function apiUrl(path: string, query: ApiRequest['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return `/api/v1/${encodeURIComponent(getBootConfig().apiRoute)}/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}

export async function apiFetch<T>(
  path: string,
  { method = 'GET', query, body, signal, bearer, headers: extra }: ApiRequest = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...extra,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
        : AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, { code: 'common.network' });
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiRequestError(response.status, (data ?? {}) as Partial<ApiError>);
  return data as T;
}
