import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { CONSOLE_HOST, consoleCall } from './console-call.ts';
import { QUICK, SECONDS } from './measure.ts';
import { SERVER_POOL_SIZE, tenantWithProduct, timedLoops } from './recommending.ts';

/**
 * The console's referral search by e-mail (issue 14) over 1,000,000 referrals (a tenth with
 * BENCH_QUICK=1): the search route through the portal against the same indexed query sent
 * straight with `pg`, in the same number of round trips.
 *
 * The one place that knows the search route: SEARCH (the call), emailHash (the portal's keyed hash)
 * and the baseline's statements below; a change to the route changes them here.
 */
export const SEARCH = {
  /** The support search of the console (support module): one term, a referral number or an address. */
  request: (email: string): { method: 'GET' | 'POST'; path: string; body?: string } => ({
    method: 'GET',
    path: `/api/betrieb/v1/support/empfehlungen?Suche=${encodeURIComponent(email)}&Seite=1`,
  }),
  /** Whether an answer (parsed JSON) holds the referral with this number. */
  found: (answer: unknown, empfehlungsnummer: number) =>
    JSON.stringify(answer).includes(`"Empfehlungsnummer":${empfehlungsnummer}`),
};

/**
 * The keyed hash the portal keeps of a (trimmed, lower-cased) e-mail address: `emailSearchHash`
 * of apps/server/src/lib/email-search-hash.ts, HMAC-SHA256 over `support.email:<address>`.
 */
export const emailHash = (appSecret: string, email: string) =>
  createHmac('sha256', appSecret).update(`support.email:${email.trim().toLowerCase()}`).digest('hex');

/**
 * The statements one search call sends, copied from PostgreSQL's statement log of one portal call
 * (not imported: a baseline must not move when the portal's code does). The auth hook's two (the session with its operator, then the
 * idle limit moved on) come first; then `referral-support.repository.ts` `byEmail`; then the hits'
 * reward credits with their payout state (`support-rewards.ts` `ofReferrals` through
 * `reward-credits.repository.ts` `forSupport`; the searched referrals have none, so no batch,
 * account or saved-IBAN read follows).
 */
const BASELINE_SESSION = `select "operator_sessions"."token_hash", "operator_sessions"."operator_id", "operator_sessions"."method", "operator_sessions"."created_at", "operator_sessions"."last_seen_at", "operator_sessions"."ends_at", "operator_sessions"."reauth_at", "operators"."id", "operators"."email", "operators"."name", "operators"."roles", "operators"."active", "operators"."totp_secret_sealed", "operators"."totp_last_step", "operators"."last_sign_in_at", "operators"."created_at", "operators"."updated_at" from "operator_sessions" inner join "operators" on "operators"."id" = "operator_sessions"."operator_id" where "operator_sessions"."token_hash" = $1`;
const BASELINE_TOUCH = `update "operator_sessions" set "last_seen_at" = $1 where "operator_sessions"."token_hash" = $2`;
const BASELINE_SEARCH = `
          with hits as (
            select r.id from referrals r where r.recipient_email_hash = $1
            union
            select r.id from referrers f
              join referrals r on r.tenant_id = f.tenant_id and r.referrer_id = f.id
              where f.email_hash = $2)
          select r.id, r.tenant_id, r.empfehlungsnummer::float8 as empfehlungsnummer, r.status, r.created_at,
  r.recipient_email, f.id as referrer_id, f.vorname, f.nachname, f.email, f.blocked_reason,
  (count(*) over())::int as total
          from hits h join referrals r on r.id = h.id left join referrers f on f.id = r.referrer_id
          order by r.created_at desc, r.id
          limit $3 offset $4`;
const BASELINE_REWARDS = `select "id", "tenant_id", "referral_id", "recipient_id", "referrer_id", "kind", "beneficiary", "cents", "status", "payout_kind", "payout_iban_sealed" is not null, "paid_at" from "reward_credits" where "reward_credits"."referral_id" in ($1) order by "reward_credits"."created_at" asc, "reward_credits"."beneficiary" desc, "reward_credits"."id" asc`;

export const SEARCH_REFERRALS = QUICK ? 100_000 : 1_000_000;
/** The addresses searched for, each the recipient of one referral among the million. */
const SEARCHED = 1_000;
export const SEARCH_CLIENTS = 20;
const FIRST_NUMBER = 100_000_001;

export interface SearchFixture {
  /** A console session token of the demo support operator; only its hash is in the database. */
  token: string;
  searched: { email: string; hash: string; nr: number }[];
}

/** The development APP_SECRET the portal wrote into its data directory on its first start. */
export const portalSecret = (dataDir: string) =>
  readFileSync(path.join(dataDir, 'app-secret'), 'utf8').trim();

/**
 * A million referrals of the telko tenant, each with a recipient's e-mail hash, in one
 * `generate_series` insert; the searched ones get the real keyed hash of their address.
 */
export async function prepareSearch(databaseUrl: string, appSecret: string): Promise<SearchFixture> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tenant = await tenantWithProduct(client, 'telko');
    await client.query(
      `insert into referrals (tenant_id, empfehlungsnummer, link_token_hash, recipient_email_identity, recipient_email_hash,
         product_id, channel, agb_text, anteil_empfehler, status, optin_confirmed_at, created_at, expires_at)
       select $1, ${FIRST_NUMBER - 1} + g, md5('bench-search:' || g), md5('bench-search-identity:' || g),
         encode(sha256(convert_to('bench-search-email:' || g, 'UTF8')), 'hex'), $2, 'Email',
         'Ich akzeptiere die Teilnahmebedingungen.', 50,
         case when g % 5 = 0 then 'Offen' when g % 7 = 0 then 'Abgelaufen' else 'Ok' end,
         now() - (g % 400) * interval '1 day', now() - (g % 400) * interval '1 day', now() + interval '60 days'
       from generate_series(1, $3::int) g`,
      [tenant.id, tenant.product, SEARCH_REFERRALS],
    );
    const searched = Array.from({ length: SEARCHED }, (_, i) => {
      const g = 1 + Math.floor((i * SEARCH_REFERRALS) / SEARCHED);
      const email = `gesucht.${g}@example.org`;
      return { email, hash: emailHash(appSecret, email), nr: FIRST_NUMBER - 1 + g };
    });
    await client.query(
      `update referrals r set recipient_email_hash = s.hash from unnest($1::text[], $2::bigint[]) as s(hash, nr)
       where r.tenant_id = $3 and r.empfehlungsnummer = s.nr`,
      [searched.map((s) => s.hash), searched.map((s) => s.nr), tenant.id],
    );
    await client.query('analyze');
    // The demo support operator (seeded in development) with a fresh console session.
    const operator = (
      await client.query<{ id: string }>(
        "select id from operators where 'support' = any(roles) and active limit 1",
      )
    ).rows[0];
    if (!operator) throw new Error('no demo support operator: does the portal seed them in development?');
    const token = randomBytes(32).toString('base64url');
    await client.query(
      `insert into operator_sessions (token_hash, operator_id, method, created_at, last_seen_at, ends_at, reauth_at)
       values ($1, $2, 'totp', now(), now(), now() + interval '10 hours', now())`,
      [createHash('sha256').update(token).digest('hex'), operator.id],
    );
    return { token, searched };
  } finally {
    await client.end();
  }
}

export interface SearchResult {
  perSecond: number;
  p99Ms: number;
}

const searchHeaders = (port: number, token: string) => ({
  host: `${CONSOLE_HOST}:${port}`,
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
  'accept-language': 'de',
});

/**
 * One search through the portal, checked: 'missing' when the route is not there (before the merge
 * of the support branch), else whether its answer holds the referral.
 */
export async function probeSearch(port: number, fixture: SearchFixture): Promise<'ok' | 'missing'> {
  const one = fixture.searched[0]!;
  const res = await consoleCall(port, SEARCH.request(one.email), fixture.token);
  if (res.status === 404) return 'missing';
  let answer: unknown = null;
  try {
    answer = JSON.parse(res.text);
  } catch {
    // not JSON: not found below
  }
  if (res.status !== 200 || !SEARCH.found(answer, one.nr))
    throw new Error(`the console search answered ${res.status} without referral ${one.nr}`);
  return 'ok';
}

/** The search route under load: each request a different searched address, every answer must be 2xx. */
export async function portalSearchLoad(
  port: number,
  fixture: SearchFixture,
  seconds = SECONDS,
): Promise<SearchResult> {
  let next = 0;
  const options = {
    url: `http://127.0.0.1:${port}`,
    connections: SEARCH_CLIENTS,
    headers: searchHeaders(port, fixture.token),
    requests: [
      {
        setupRequest: (request: Request): Request => {
          const s = fixture.searched[next++ % fixture.searched.length]!;
          return { ...request, ...SEARCH.request(s.email) };
        },
      },
    ],
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`console search: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { perSecond: result.requests.total / result.duration, p99Ms: result.latency.p99 };
}

/**
 * The baseline: the call's statements straight with `pg` through a pool as large as the server's,
 * same concurrency and time. The hash is computed per call, as the route must. The auth hook's
 * two are named, as the portal prepares them (operators.repository.ts); the search and the
 * rewards unnamed, as it sends them.
 */
export async function rawSearchLoad(
  databaseUrl: string,
  fixture: SearchFixture,
  appSecret: string,
  seconds = SECONDS,
): Promise<SearchResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: SERVER_POOL_SIZE });
  pool.on('error', () => {});
  const tokenHash = createHash('sha256').update(fixture.token).digest('hex');
  let next = 0;
  const run = (duration: number) =>
    timedLoops(SEARCH_CLIENTS, duration, async () => {
      const s = fixture.searched[next++ % fixture.searched.length]!;
      const session = await pool.query({ name: 'session', text: BASELINE_SESSION, values: [tokenHash] });
      if (session.rowCount !== 1) throw new Error('the session query found no session');
      await pool.query({ name: 'touch', text: BASELINE_TOUCH, values: [new Date(), tokenHash] });
      const hash = emailHash(appSecret, s.email);
      const found = await pool.query(BASELINE_SEARCH, [hash, hash, 20, 0]);
      if (found.rowCount !== 1)
        throw new Error(`the search found ${found.rowCount} referrals for one address`);
      await pool.query(BASELINE_REWARDS, [found.rows[0].id]);
    });
  try {
    await run(2);
    return await run(seconds);
  } finally {
    await pool.end();
  }
}
