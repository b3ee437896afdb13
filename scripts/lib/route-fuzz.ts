import fc from 'fast-check';

/**
 * Fuzzing over the OpenAPI document (issue 12, finding 1.6): for every documented route, requests
 * with fitting and hostile values in path, query and body (NUL, lone surrogates, very long and
 * unusual text, wrong types, missing fields, numbers out of range), with and without credentials.
 * It takes the document and a `send` function, so the route tests call it through `app.inject` and
 * the bench over HTTP. It lives outside the server: the bench starts the built server and imports
 * none of its code (scripts/module-graph.mjs).
 */

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};
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

const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  'x\ud83d',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  'x'.repeat(10_000),
  '😀👍🏽',
  '\u202etxet',
  'ß\u0301',
  '',
  ' ',
  '%00',
  '../../etc/passwd',
  "'; drop table referrals; --",
  '<script>alert(1)</script>',
  'null',
  '-1',
  '1e309',
];
const HOSTILE_NUMBERS = [-1, 0, 1.5, -2_147_483_649, 2_147_483_648, 2 ** 53, 1e308, -1e308];
const WRONG_TYPES = [null, true, false, [], {}, [1, 'a'], { a: { b: '\u0000' } }];
/** Bodies no schema describes: broken JSON, prototype keys, deep nesting. */
const RAW_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];
/** Path segments sent as they are: bad percent escapes, an encoded lone surrogate, dots. */
const RAW_SEGMENTS = ['%', '%zz', '%ED%A0%80', '%C0%AF', '..', '%2e%2e', '%00', '%0A'];

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...WRONG_TYPES),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

function stringFitting(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.constantFrom('fuzz@example.org', 'a@b.de', 'x+y@example.org');
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from (lookahead): plain strings test it all the same.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

function fitting(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueFor(s, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const min = Math.max(schema.minimum ?? -1e9, -1e9);
  const max = Math.min(schema.maximum ?? 1e9, 1e9);
  switch (type) {
    case 'string':
      return stringFitting(schema);
    case 'integer':
      return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) });
    case 'number':
      return fc.double({ min, max, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 5
        ? fc.constant([])
        : fc.array(valueFor(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case 'object':
      return depth > 5 ? fc.constant({}) : objectFitting(schema, depth);
    default:
      return hostile;
  }
}

const MISSING = Symbol('missing');

/** Each property present or missing (a required one mostly present), plus now and then a stray key. */
function objectFitting(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const props = Object.entries(schema.properties ?? {}).map(([key, sub]) =>
    fc
      .option(valueFor(sub, depth + 1), { nil: MISSING, freq: required.has(key) ? 10 : 2 })
      .map((value) => [key, value] as const),
  );
  const stray = fc.option(hostile, { nil: MISSING, freq: 1 }).map((value) => ['fuzzExtra', value] as const);
  return fc
    .tuple(...props, stray)
    .map((entries) => Object.fromEntries(entries.filter(([, value]) => value !== MISSING)));
}

/** Characters that pass a length or type check but not a database: put into otherwise fitting text. */
const POISON = ['\u0000', '\ud800', '\udfff', '\u001b', '\u0085', '\u007f'];

/** Fitting text with one poisoned character in it, where a field's own rules would let it through. */
const poisoned = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(text, fc.constantFrom(...POISON), fc.nat())
    .map(([s, bad, at]) => `${s.slice(0, at % (s.length + 1))}${bad}${s.slice(at % (s.length + 1))}`);

/** Mostly a value the schema allows (text now and then poisoned), sometimes a hostile one. */
function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const fit = fitting(schema, depth);
  const isText = schema.type === 'string' && !schema.enum;
  return fc.oneof(
    { weight: 3, arbitrary: fit },
    { weight: isText ? 2 : 0, arbitrary: poisoned(fit as fc.Arbitrary<string>) },
    { weight: 1, arbitrary: hostile },
  );
}

/** A lone surrogate cannot be percent-encoded: it leaves a client as U+FFFD, as a browser sends it. */
const inUrl = (value: unknown) =>
  encodeURIComponent(
    (typeof value === 'string' ? value : JSON.stringify(value)).replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '\ufffd',
    ),
  );

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
