import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import {
  type FuzzAnswer,
  type FuzzAuth,
  type FuzzRequest,
  fuzzRequests,
  type OpenApiDocument,
  runFuzz,
} from '../lib/route-fuzz.ts';

/**
 * The fuzz run over HTTP (issue 12): the requests the route fuzzer (scripts/lib/route-fuzz.ts)
 * makes from the portal's own OpenAPI document (`/api/docs`, served in development deployments),
 * sent to the built portal with the credentials each asks for. Counted: 5xx answers, requests
 * not answered at all, and 4xx answers without `{code, message}` — as in the fuzz test
 * (apps/server/src/app.fuzz.test.ts), which sends the same kind of requests through `app.inject`.
 */

export interface FuzzRunResult {
  requests: number;
  routes: number;
  serverErrors: number;
  unanswered: number;
  bare4xx: number;
  /** The first few failures, for the console. */
  examples: string[];
}

// Each request from its own loopback address, so no per-address limit answers in the routes' place.
let addresses = 0;
const nextAddress = () => {
  const k = addresses++;
  return `127.${151 + (Math.floor(k / (254 * 256)) % 40)}.${Math.floor(k / 254) % 256}.${1 + (k % 254)}`;
};

/** Sends one request as it is (its path unnormalised: `..` and bad escapes reach the server). */
function send(
  baseUrl: URL,
  request: Pick<FuzzRequest, 'method' | 'url' | 'payload'>,
  headers: Record<string, string>,
): Promise<FuzzAnswer> {
  const body = request.payload === undefined ? undefined : Buffer.from(request.payload, 'utf8');
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: baseUrl.hostname,
        port: baseUrl.port,
        method: request.method,
        path: request.url,
        localAddress: nextAddress(),
        agent: false,
        timeout: 30_000,
        headers: { ...headers, ...(body ? { 'content-length': body.length } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ statusCode: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', reject);
    req.end(body);
  });
}

/** A setup call (sign-up, recommendation), from a fresh address as the fuzz requests: the per-address limits stay out of the way. */
async function json<T>(
  baseUrl: URL,
  path: string,
  init: { method?: string; body?: string } = {},
): Promise<T> {
  const method = init.method ?? 'GET';
  const answer = await send(
    baseUrl,
    { method, url: path, ...(init.body === undefined ? {} : { payload: init.body }) },
    init.body === undefined ? {} : { 'content-type': 'application/json' },
  );
  if (answer.statusCode >= 300) throw new Error(`${method} ${path}: ${answer.statusCode} ${answer.body}`);
  return JSON.parse(answer.body) as T;
}

/** The token in the newest mail of `kind` to `to`, read from the outbox as the dev mailbox would. */
async function mailedToken(db: pg.Client, kind: string, to: string, link: RegExp): Promise<string> {
  const rows = await db.query<{ text_body: string }>(
    'select text_body from outbox where kind = $1 and to_address = $2 order by created_at desc limit 1',
    [kind, to],
  );
  const token = link.exec(rows.rows[0]?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no ${kind} link in the mail to ${to}`);
  return token;
}

/** The credentials the fuzzer's requests ask for, made through the API (the partner key stored as issued). */
async function credentials(baseUrl: URL, db: pg.Client, run: number) {
  const tenant = (await db.query<{ id: string }>("select id from tenants where key = 'telko'")).rows[0]!;
  const partnerKey = `kwkp_${randomBytes(24).toString('base64url')}`;
  await db.query(
    'insert into partner_api_keys (key_hash, tenant_id, label, permissions) values ($1, $2, $3, $4)',
    [
      createHash('sha256').update(partnerKey).digest('hex'),
      tenant.id,
      'bench fuzz',
      ['events', 'host_sign_in'],
    ],
  );
  // A recipient: a recommendation confirmed by its referrer, its link followed.
  const [product] = await json<{ Id: number }[]>(baseUrl, '/api/v1/telko/produkt');
  const referrer = `fuzz.${run}.${Date.now()}@example.org`;
  await json(baseUrl, '/api/v1/telko/Empfehlen/create', {
    method: 'POST',
    body: JSON.stringify({
      Empfehlung: {
        Produkt: product!.Id,
        AnteilEmpfehler: 50,
        AgbText: 'Ich akzeptiere die Teilnahmebedingungen.',
        AgbAkzeptiert: true,
        Aktionen: [],
      },
      Empfehler: { Vorname: 'Anna', Nachname: 'Berg', Email: referrer, Teilnahmeberechtigt: true },
      Empfaenger: { Email: `recipient.${referrer}` },
    }),
  });
  const optIn = await mailedToken(db, 'referral.optin', referrer, /bestaetigung\?token=([\w-]+)/);
  const { Empfehlungslink } = await json<{ Empfehlungslink: string }>(
    baseUrl,
    '/api/v1/telko/Empfehlen/bestaetigen',
    {
      method: 'POST',
      body: JSON.stringify({ Token: optIn }),
    },
  );
  const link = new URL(Empfehlungslink);
  const nr = link.pathname.split('/').pop();
  const recipient = await json<{ Token: string }>(
    baseUrl,
    `/api/v1/telko/empfaenger/create/${nr}?k=${link.searchParams.get('k')}&channel=Whatsapp`,
    { method: 'POST', body: '{}' },
  );
  // A referrer session of its own per route: one route's logout or account deletion leaves the others signed in.
  const sessions = new Map<string, Promise<string>>();
  const session = (route: string) => {
    let token = sessions.get(route);
    if (!token) {
      const email = `fuzz.${run}.${sessions.size}.${Date.now()}@example.org`;
      token = (async () => {
        await json(baseUrl, '/api/v1/telko/account/createEmpfehler', {
          method: 'POST',
          body: JSON.stringify({
            Vorname: 'Anna',
            Nachname: 'Berg',
            Email: email,
            Teilnahmeberechtigt: true,
          }),
        });
        const login = await mailedToken(db, 'account.access', email, /\/login\?token=([\w-]+)/);
        return (await json<{ Token: string }>(baseUrl, `/api/v1/telko/account/login?token=${login}`)).Token;
      })();
      sessions.set(route, token);
    }
    return token;
  };
  return async (request: FuzzRequest): Promise<string | undefined> => {
    const kinds: Record<FuzzAuth, () => Promise<string | undefined> | string | undefined> = {
      none: () => undefined,
      garbage: () => `Bearer ${'x'.repeat(43)}`,
      partner: () => `Bearer ${partnerKey}`,
      recipient: () => `Bearer ${recipient.Token}`,
      session: async () => `Bearer ${await session(request.route)}`,
    };
    return kinds[request.auth]();
  };
}

/** One fuzz run against the portal at `baseUrl`: `runsPerRoute` requests for every documented route. */
export async function fuzzRun(
  baseUrl: string,
  databaseUrl: string,
  options: { seed: number; runsPerRoute: number; run: number },
): Promise<FuzzRunResult> {
  const base = new URL(baseUrl);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const doc = await json<OpenApiDocument>(base, '/api/docs');
    const authorization = await credentials(base, db, options.run);
    const requests = fuzzRequests(doc, { seed: options.seed, runs: options.runsPerRoute });
    let unanswered = 0;
    const examples: string[] = [];
    const result = await runFuzz(requests, async (request) => {
      const auth = await authorization(request);
      try {
        return await send(base, request, { ...request.headers, ...(auth ? { authorization: auth } : {}) });
      } catch (error) {
        unanswered += 1;
        if (examples.length < 5) examples.push(`${request.route} ${request.url.slice(0, 120)}: ${error}`);
        return { statusCode: 0, body: '' };
      }
    });
    for (const f of result.failures.slice(0, 5 - examples.length))
      examples.push(`${f.route} ${f.request.url}: ${f.status} ${f.answer.slice(0, 120)}`);
    return {
      requests: result.requests,
      routes: new Set(requests.map((r) => r.route)).size,
      serverErrors: result.failures.filter((f) => f.status >= 500).length,
      unanswered,
      bare4xx: result.failures.filter((f) => f.status < 500).length,
      examples,
    };
  } finally {
    await db.end();
  }
}
