import fc from 'fast-check';
import { inUrl, type JsonSchema, MISSING, RAW_BODIES, RAW_SEGMENTS, valueFor } from './route-fuzz-values.ts';

/**
 * Fuzzing over the OpenAPI document (issue 12, finding 1.6): for every documented route, requests
 * with fitting and hostile values in path, query and body (NUL, lone surrogates, very long and
 * unusual text, wrong types, missing fields, numbers out of range), with and without credentials.
 * It takes the document and a `send` function, so the route tests call it through `app.inject` and
 * the bench over HTTP. It lives outside the server: the bench starts the built server and imports
 * none of its code (scripts/module-graph.mjs).
 */

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Which credentials a request carries; the caller turns each into an Authorization header. */
export type FuzzAuth = 'none' | 'session' | 'recipient' | 'partner' | 'garbage';

export interface FuzzRequest {
  /** `POST /api/partner/v1/{tenantKey}/events`: the route as the document names it. */
  route: string;
  method: string;
  url: string;
  auth: FuzzAuth;
  headers: Record<string, string>;
  payload?: string;
}

export interface FuzzAnswer {
  statusCode: number;
  body: string;
}

export interface FuzzFailure {
  route: string;
  request: { url: string; auth: FuzzAuth; payload?: string };
  status: number;
  answer: string;
}

/** The tenant a path names: a real one mostly, so the request reaches the route's own rules. */
const TENANT_PARAMS: Record<string, string[]> = { apiRoute: ['telko', 'fyrst'], tenantKey: ['telko'] };

function pathValue(param: OpenApiParameter): fc.Arbitrary<string> {
  const tenants = TENANT_PARAMS[param.name];
  const fitted = tenants ? fc.constantFrom(...tenants) : valueFor(param.schema ?? {}).map(inUrl);
  return fc.oneof(
    { weight: 8, arbitrary: fitted },
    { weight: 1, arbitrary: valueFor(param.schema ?? {}).map(inUrl) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
}

function authFor(path: string, operation: OpenApiOperation): fc.Arbitrary<FuzzAuth> {
  if (!operation.security?.length) return fc.constantFrom<FuzzAuth>('none', 'none', 'none', 'garbage');
  if (path.startsWith('/api/partner/'))
    return fc.constantFrom<FuzzAuth>('partner', 'partner', 'partner', 'none', 'garbage', 'session');
  return fc.constantFrom<FuzzAuth>(
    'session',
    'session',
    'session',
    'recipient',
    'recipient',
    'none',
    'garbage',
  );
}

function requestFor(method: string, path: string, operation: OpenApiOperation): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  // Every `{name}` of the path, declared or not: an undeclared one is plain text.
  const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map(
    ([, name]) =>
      parameters.find((p) => p.in === 'path' && p.name === name) ?? {
        in: 'path',
        name: name!,
        schema: { type: 'string' },
      },
  );
  const queryParams = parameters.filter((p) => p.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const body: fc.Arbitrary<{ payload?: string; type?: string }> = bodySchema
    ? fc.oneof(
        { weight: 8, arbitrary: valueFor(bodySchema).map((v) => ({ payload: JSON.stringify(v) ?? 'null' })) },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((payload) => ({ payload })) },
        { weight: 1, arbitrary: fc.constant({ payload: 'a\u0000b', type: 'text/plain' }) },
      )
    : fc.constant({});
  return fc
    .record({
      path: fc.tuple(...pathParams.map(pathValue)),
      query: fc.tuple(
        ...queryParams.map((p) =>
          fc
            .option(valueFor(p.schema ?? {}), { nil: MISSING, freq: p.required ? 10 : 2 })
            .map((v) => (v === MISSING ? '' : `${encodeURIComponent(p.name)}=${inUrl(v)}`)),
        ),
      ),
      body,
      auth: authFor(path, operation),
      lang: fc.constantFrom('de', 'en'),
    })
    .map(({ path: values, query, body: b, auth, lang }) => {
      let url = path;
      pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, values[i]!);
      });
      const search = query.filter(Boolean).join('&');
      const headers: Record<string, string> = { 'accept-language': lang };
      if (b.payload !== undefined) headers['content-type'] = b.type ?? 'application/json';
      return {
        route: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        url: search ? `${url}?${search}` : url,
        auth,
        headers,
        ...(b.payload === undefined ? {} : { payload: b.payload }),
      };
    });
}

/** A stable seed per route, so adding a route leaves the others' requests as they were. */
const seedOf = (seed: number, route: string) =>
  [...route].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, seed);

/** `runs` requests for every route of the document, the same ones for the same seed. */
export function fuzzRequests(doc: OpenApiDocument, options: { seed: number; runs: number }): FuzzRequest[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const arbitrary = requestFor(method, path, operation);
      const seed = seedOf(options.seed, `${method} ${path}`);
      return fc.sample(arbitrary, { seed, numRuns: options.runs });
    }),
  );
}

/** A 5xx, or a 4xx without `{code, message}`: what the fuzz run must never see. */
export function fuzzFailure(request: FuzzRequest, answer: FuzzAnswer): FuzzFailure | undefined {
  const failed = answer.statusCode >= 500 || (answer.statusCode >= 400 && !isApiError(answer.body));
  if (!failed) return undefined;
  return {
    route: request.route,
    request: {
      url: request.url.slice(0, 300),
      auth: request.auth,
      ...(request.payload === undefined ? {} : { payload: request.payload.slice(0, 300) }),
    },
    status: answer.statusCode,
    answer: answer.body.slice(0, 300),
  };
}

function isApiError(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
    return typeof parsed.code === 'string' && typeof parsed.message === 'string';
  } catch {
    return false;
  }
}

/** Sends every request in turn; answers how many went out and which failed. */
export async function runFuzz(
  requests: readonly FuzzRequest[],
  send: (request: FuzzRequest) => Promise<FuzzAnswer>,
): Promise<{ requests: number; failures: FuzzFailure[] }> {
  const failures: FuzzFailure[] = [];
  for (const request of requests) {
    const failure = fuzzFailure(request, await send(request));
    if (failure) failures.push(failure);
  }
  return { requests: requests.length, failures };
}
