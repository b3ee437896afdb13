import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { QUICK, SECONDS } from './measure.ts';
import { SERVER_POOL_SIZE, tenantWithProduct, timedLoops } from './recommending.ts';

/**
 * The agency area (issue 13) over one agency of 1,000 agents and 100,000 referrals (a tenth with
 * BENCH_QUICK=1), every one of them an order: the orders report's page (50 rows, sorted,
 * filtered) through the portal against the same statements sent straight with `pg`, and the
 * export of all of them as CSV and XLSX, timed, with the portal's memory growth.
 *
 * The baseline's statements are written here, copied from the portal's statements for one call
 * (drizzle's text for the session, the report's SQL), not imported from the server: a baseline
 * must not move when the portal's code does.
 */

export const AGENCY_CLIENTS = 20;
export const AGENCY_REFERRALS = QUICK ? 10_000 : 100_000;
export const AGENCY_AGENTS = QUICK ? 100 : 1_000;
const FIRST_NUMBER = 50_000_001;

export interface AgencyFixture {
  tenantId: string;
  agencyId: string;
  /** An agency session token (owner) as the portal makes it; only its hash is in the database. */
  token: string;
  referrals: number;
}

// Every referral is an order: a confirmed recipient and `order.placed` two days after it was made;
// four in ten became effective (with both parts of the reward credited), one in twenty was
// cancelled, and the agency released two in ten.
const SEED = [
  `insert into agents (tenant_id, externe_id, vorname, nachname, plz, ort)
   select $1, 'BA-' || lpad(g::text, 5, '0'), 'Agentin', 'Nummer' || g, '10115', 'Berlin'
   from generate_series(1, $2::int) g`,
  `insert into agency_agents (tenant_id, agent_number, agency_id)
   select $1, 'BA-' || lpad(g::text, 5, '0'), $3 from generate_series(1, $2::int) g`,
  `insert into referrals (tenant_id, empfehlungsnummer, link_token_hash, recipient_email_identity, product_id,
     channel, agent_number, agb_text, anteil_empfehler, status, optin_confirmed_at, created_at, expires_at)
   select $1, ${FIRST_NUMBER - 1} + g, md5('bench-agency:' || g), md5('bench-agency-recipient:' || g), $4,
     'Whatsapp', 'BA-' || lpad((1 + g % $2::int)::text, 5, '0'), 'Ich akzeptiere die Teilnahmebedingungen.', 50,
     case when g % 20 = 7 then 'Storniert' when g % 10 < 4 then 'Gezahlt' else 'Offen' end,
     now() - (g % 100) * interval '1 day', now() - (g % 100) * interval '1 day' - (g % 86400) * interval '1 second',
     now() + interval '60 days'
   from generate_series(1, $3::int) g`,
  `insert into recipients (tenant_id, referral_id, empfaengernummer, channel, created_at, data_confirmed_at, personal)
   select tenant_id, id, (8000000000 + empfehlungsnummer)::text, 'Whatsapp', created_at, created_at + interval '1 hour',
     jsonb_build_object('anrede', 'Frau', 'vorname', 'Erika', 'name', 'Muster ' || empfehlungsnummer,
       'adresse', jsonb_build_object('strasse', 'Weg', 'hausnummer', '1', 'plz', '50667', 'ort', 'Köln'))
   from referrals where tenant_id = $1 and agent_number like 'BA-%'`,
  `insert into partner_events (tenant_id, event_id, type, referral_id, occurred_at, payload, received_at)
   select r.tenant_id, 'bench-agency-' || r.empfehlungsnummer || '-' || e.type, e.type, r.id,
     r.created_at + e.after, jsonb_build_object('type', e.type), r.created_at + e.after
   from referrals r
   join lateral (values ('order.placed', interval '2 days', true),
       ('order.effective', interval '5 days', r.status = 'Gezahlt'),
       ('order.cancelled', interval '6 days', r.status = 'Storniert')) as e(type, after, happened) on e.happened
   where r.tenant_id = $1 and r.agent_number like 'BA-%'`,
  // The events came in by SQL, past the fold the portal does as it records one
  // (referral-order-facts.ts): the order facts on the referrals, folded here as its backfill does.
  `update referrals r set ordered_at = ev.placed, order_effective_at = ev.effective, order_ended = ev.ended,
     order_ended_at = ev.ended_at
   from (select e.referral_id, min(e.occurred_at) filter (where e.type = 'order.placed') as placed,
       min(e.occurred_at) filter (where e.type = 'order.effective') as effective,
       (array_agg(e.type order by e.occurred_at)
         filter (where e.type in ('order.cancelled', 'order.revoked', 'order.rejected')))[1] as ended,
       min(e.occurred_at) filter (where e.type in ('order.cancelled', 'order.revoked', 'order.rejected')) as ended_at
     from partner_events e where e.tenant_id = $1 group by e.referral_id) ev
   where ev.referral_id = r.id`,
  `insert into reward_credits (tenant_id, kind, beneficiary, referral_id, cents, status, created_at, updated_at)
   select r.tenant_id, 'referral', b.beneficiary, r.id, 2500, 'Bereitgestellt', r.created_at + interval '40 days',
     r.created_at + interval '40 days'
   from referrals r cross join (values ('Empfehler'), ('Empfaenger')) as b(beneficiary)
   where r.tenant_id = $1 and r.agent_number like 'BA-%' and r.status = 'Gezahlt'`,
  `insert into agency_order_releases (referral_id, tenant_id, agency_id, released_by_name, released_at)
   select r.id, r.tenant_id, $2, 'Bench Inhaberin', r.created_at + interval '39 days'
   from referrals r where r.tenant_id = $1 and r.agent_number like 'BA-%' and r.empfehlungsnummer % 10 < 2`,
];

/**
 * The portal's start seeds the demo tenants, and the partner's agents with them, in development:
 * the bench's agents, gone again, come back after every start (their referrals never left).
 */
export async function restoreAgents(databaseUrl: string, fixture: AgencyFixture) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`${SEED[0]} on conflict do nothing`, [fixture.tenantId, AGENCY_AGENTS]);
  } finally {
    await client.end();
  }
}

export async function prepareAgency(databaseUrl: string, tenantKey: string): Promise<AgencyFixture> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tenant = await tenantWithProduct(client, tenantKey);
    const agencyId = (
      await client.query<{ id: string }>(
        "insert into agencies (tenant_id, department, name) values ($1, 'bench-agentur', 'Bench-Agentur') returning id",
        [tenant.id],
      )
    ).rows[0]!.id;
    const [agents, links, made, ...rest] = SEED;
    await client.query(agents!, [tenant.id, AGENCY_AGENTS]);
    await client.query(links!, [tenant.id, AGENCY_AGENTS, agencyId]);
    await client.query(made!, [tenant.id, AGENCY_AGENTS, AGENCY_REFERRALS, tenant.product]);
    for (const [i, statement] of rest.entries())
      await client.query(statement, i === rest.length - 1 ? [tenant.id, agencyId] : [tenant.id]);
    // A live database has statistics (autovacuum analyses as rows come); fresh tables do not yet.
    await client.query('analyze');
    const user = (
      await client.query<{ id: string }>(
        `insert into agency_users (tenant_id, agency_id, issuer, subject, name, roles)
         values ($1, $2, 'https://bench.invalid', 'bench', 'Bench Inhaberin', '["AgenturInhaber"]') returning id`,
        [tenant.id, agencyId],
      )
    ).rows[0]!.id;
    const token = randomBytes(32).toString('base64url');
    await client.query(
      `insert into agency_sessions (token_hash, tenant_id, user_id, created_at, expires_at, ends_at)
       values ($1, $2, $3, now(), now() + interval '12 hours', now() + interval '12 hours')`,
      [createHash('sha256').update(token).digest('hex'), tenant.id, user],
    );
    return { tenantId: tenant.id, agencyId, token, referrals: AGENCY_REFERRALS };
  } finally {
    await client.end();
  }
}

/**
 * The page asked for: orders not yet released, of agents whose name holds "nummer1", newest first,
 * page 3, as the SPA asks for it: by the cursor page 2 answered (its `NextCursor`, see `pageCursor`).
 */
export const PAGE_REQUEST = {
  OrderBy: 'AuftragsDatum',
  Descending: true,
  Pagesize: 50,
  Pagenumber: 3,
  Filter: { Freigegeben: 'false', AgentName: 'nummer1' },
};

export interface PageResult {
  perSecond: number;
  p99Ms: number;
}

/** The cursor of the asked page: page 2's `NextCursor`, as the SPA got it when it paged there. */
export async function pageCursor(
  baseUrl: string,
  tenantKey: string,
  fixture: AgencyFixture,
): Promise<string> {
  const res = await fetch(new URL(`/api/v1/${tenantKey}/agentur/auftraege/seite`, baseUrl), {
    method: 'PUT',
    headers: { authorization: `Bearer ${fixture.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...PAGE_REQUEST, Pagenumber: PAGE_REQUEST.Pagenumber - 1 }),
  });
  const page = (await res.json()) as { NextCursor?: string | null };
  if (res.status !== 200 || !page.NextCursor)
    throw new Error(`the orders report answered ${res.status} without a cursor`);
  return page.NextCursor;
}

/** The page through the portal for `seconds` after a warm-up; every answer must be 200 with 50 rows. */
export async function agencyPageLoad(
  baseUrl: string,
  tenantKey: string,
  fixture: AgencyFixture,
  cursor: string,
  seconds = SECONDS,
): Promise<PageResult & { total: number }> {
  const url = new URL(`/api/v1/${tenantKey}/agentur/auftraege/seite`, baseUrl).href;
  const headers = { authorization: `Bearer ${fixture.token}`, 'content-type': 'application/json' };
  const body = JSON.stringify({ ...PAGE_REQUEST, Cursor: cursor });
  const first = await fetch(url, { method: 'PUT', headers, body });
  const page = (await first.json()) as { Content?: unknown[]; TotalCount?: number };
  if (first.status !== 200 || page.Content?.length !== PAGE_REQUEST.Pagesize)
    throw new Error(`the orders report answered ${first.status} with ${page.Content?.length} rows`);
  const options = { url, method: 'PUT' as const, headers, body, connections: AGENCY_CLIENTS };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`orders report: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    perSecond: result.requests.total / result.duration,
    p99Ms: result.latency.p99,
    total: page.TotalCount ?? 0,
  };
}

// One call's statements: the agency session with its user and agency (the auth hook), then the
// page (agency-reports.repository.ts `page` over agency-report-sources.ts `auftraege`), beside the
// filter's total, which the portal counts once per filter and keeps for 15 s (agency-report-totals.ts).
const SESSION = readStatement('session');
const PAGE = readStatement('page');
const TOTAL = readStatement('total');
const TOTAL_KEPT_MS = 15_000;

/** A section of agency-statements.sql, with each `{name}` in it replaced by the section `name`. */
function readStatement(name: string): string {
  const text = readFileSync(new URL('./agency-statements.sql', import.meta.url), 'utf8');
  const found = new RegExp(`-- ${name}\\n([\\s\\S]*?)(?:\\n-- |$)`).exec(text)?.[1];
  if (!found) throw new Error(`no ${name} statement in agency-statements.sql`);
  return found.trim().replace(/\{(\w+)\}/g, (_whole, part: string) => readStatement(part));
}

/** The total's parameters as the portal binds them. */
const totalValues = (fixture: AgencyFixture) => [
  fixture.tenantId,
  fixture.agencyId,
  false,
  PAGE_REQUEST.Filter.AgentName,
];

/**
 * The page's: the total's, the order date and number of the row the cursor names (its wire form,
 * base64url JSON `[fingerprint, value, key, before]`), one row more than the page (is there a
 * next?), and no offset.
 */
const pageValues = (fixture: AgencyFixture, cursor: string) => {
  const [, value, key] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
  return [...totalValues(fixture), value, key, PAGE_REQUEST.Pagesize + 1, 0];
};

/**
 * The baseline: the call's statements, named as the portal sends them (each parsed and planned
 * once per connection, agency-users.repository.ts and `executeNamed`), straight with `pg`
 * through a pool as large as the server's, same concurrency and time: the session, then the page,
 * and beside it the total once every 15 s, as the portal counts it.
 */
export async function rawPageLoad(
  databaseUrl: string,
  fixture: AgencyFixture,
  cursor: string,
  seconds = SECONDS,
): Promise<PageResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: SERVER_POOL_SIZE });
  pool.on('error', () => {});
  const tokenHash = createHash('sha256').update(fixture.token).digest('hex');
  let countedAt = Number.NEGATIVE_INFINITY;
  const total = () => {
    const now = performance.now();
    if (now - countedAt < TOTAL_KEPT_MS) return undefined;
    countedAt = now;
    return pool.query({ name: 'total', text: TOTAL, values: totalValues(fixture) });
  };
  const run = (duration: number) =>
    timedLoops(AGENCY_CLIENTS, duration, async () => {
      const session = await pool.query({ name: 'session', text: SESSION, values: [tokenHash] });
      if (session.rowCount !== 1) throw new Error('the session query found no session');
      const [page] = await Promise.all([
        pool.query({ name: 'page', text: PAGE, values: pageValues(fixture, cursor) }),
        total(),
      ]);
      if (page.rowCount !== PAGE_REQUEST.Pagesize + 1)
        throw new Error(`the page query returned ${page.rowCount} rows`);
    });
  try {
    await run(2);
    return await run(seconds);
  } finally {
    await pool.end();
  }
}

/** One orders page, as a warm-up. */
export async function onePage(baseUrl: string, tenantKey: string, fixture: AgencyFixture) {
  const res = await fetch(new URL(`/api/v1/${tenantKey}/agentur/auftraege/seite`, baseUrl), {
    method: 'PUT',
    headers: { authorization: `Bearer ${fixture.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(PAGE_REQUEST),
  });
  if (res.status !== 200) throw new Error(`the orders report answered ${res.status}`);
  await res.arrayBuffer();
}

/** Starts a process's peak resident memory (VmHWM) again from its current size (Linux: clear_refs 5). */
export function resetPeakRss(pid: number) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** VmRSS of a running process now, in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Downloads the whole orders report (every referral of the agency) as CSV or XLSX, reading the
 * body as it comes; answers the seconds it took and the bytes. The caller reads the portal's memory.
 */
export async function exportOrders(
  baseUrl: string,
  tenantKey: string,
  fixture: AgencyFixture,
  format: 'csv' | 'xlsx',
): Promise<{ seconds: number; bytes: number; lines: number }> {
  const url = new URL(`/api/v1/${tenantKey}/agentur/auftraege/${format}`, baseUrl).href;
  const started = performance.now();
  const res = await fetch(url, {
    method: 'PUT',
    headers: { authorization: `Bearer ${fixture.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ OrderBy: 'AuftragsDatum', Descending: true }),
  });
  if (res.status !== 200 || !res.body) throw new Error(`the ${format} export answered ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    if (format === 'csv') for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  // The header line and one line per order.
  if (format === 'csv' && lines !== fixture.referrals + 1)
    throw new Error(`the CSV export had ${lines} lines for ${fixture.referrals} orders`);
  return { seconds, bytes, lines };
}
