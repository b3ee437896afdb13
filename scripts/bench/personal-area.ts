import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { SECONDS } from './measure.ts';
import { SERVER_POOL_SIZE, tenantWithProduct, timedLoops } from './recommending.ts';

/**
 * The personal area (issue 5): `GET /empfehler/empfehlungen/` for a signed-in referrer with 200
 * recommendations in every state, through the portal, against the statements the portal sends for
 * it, sent straight with `pg` at the same concurrency.
 *
 * The baseline's statements are written here, copied from PostgreSQL's statement log of one call,
 * not imported from the server: a baseline is what the portal is measured against, so it must not
 * move when the portal's code does (a changed query shows as a changed ratio). Reading the list
 * through the API instead would measure the portal against itself.
 */

export const AREA_CLIENTS = 20;

export interface PersonalAreaFixture {
  tenantId: string;
  referrerId: string;
  /** A session token as `sessions.open` makes it; only its hash is in the database. */
  token: string;
  count: number;
}

// Referrals in the five states by turns, with what each state has: recipients who confirmed their
// data, the order events, the referrer's credits (ready for Gezahlt, waiting for Offen).
const SEED = `with referrer as (
  insert into referrers (tenant_id, email, email_identity, vorname, nachname, empfehler_hash)
  values ($1, 'bench.area@example.org', 'bench.area@example.org', 'Anna', 'Berg', $2) returning id
), made as (
  insert into referrals (tenant_id, empfehlungsnummer, link_token_hash, referrer_id, recipient_email,
    recipient_email_identity, product_id, agb_text, anteil_empfehler, status, optin_confirmed_at,
    created_at, expires_at)
  select $1, 30000000 + g, md5('area:' || g), referrer.id, 'contact' || g || '@example.org', md5('c:' || g), $3,
    'Ich akzeptiere die Teilnahmebedingungen.', 100,
    (array['Ok', 'Offen', 'Gezahlt', 'Storniert', 'Abgelaufen'])[1 + g % 5], now(),
    now() - g * interval '1 hour', now() + interval '60 days'
  from referrer, generate_series(1, $4::int) as g
  returning id, status, referrer_id, empfehlungsnummer
), recipients_made as (
  insert into recipients (tenant_id, referral_id, empfaengernummer, data_confirmed_at, created_at)
  select $1, id, 'A' || empfehlungsnummer, now(), now() from made where status <> 'Abgelaufen'
), events_made as (
  insert into partner_events (tenant_id, event_id, type, referral_id, occurred_at, payload, received_at)
  select $1, 'area-' || empfehlungsnummer, 'order.placed', id, now() - interval '20 days', '{}'::jsonb, now()
  from made where status in ('Offen', 'Gezahlt', 'Storniert')
)
insert into reward_credits (tenant_id, kind, beneficiary, referral_id, referrer_id, cents, status, created_at, updated_at)
select $1, 'referral', 'Empfehler', id, referrer_id, 7000,
  case status when 'Gezahlt' then 'Bereitgestellt' when 'Offen' then 'Offen' else 'Storniert' end, now(), now()
from made where status in ('Offen', 'Gezahlt', 'Storniert')
returning referrer_id`;

export async function preparePersonalArea(
  databaseUrl: string,
  tenantKey: string,
  count = 200,
): Promise<PersonalAreaFixture> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tenant = await tenantWithProduct(client, tenantKey);
    const seeded = await client.query<{ referrer_id: string }>(SEED, [
      tenant.id,
      randomBytes(16).toString('hex'),
      tenant.product,
      count,
    ]);
    const referrerId = seeded.rows[0]!.referrer_id;
    // A live database has statistics (autovacuum analyses as rows come); freshly seeded tables do
    // not yet, and the planner would guess one row everywhere.
    await client.query('analyze');
    const token = randomBytes(32).toString('base64url');
    await client.query(
      `insert into sessions (token_hash, tenant_id, referrer_id, via, created_at, expires_at, ends_at)
       values ($1, $2, $3, 'password', now(), now() + interval '2 hours', now() + interval '12 hours')`,
      [createHash('sha256').update(token).digest('hex'), tenant.id, referrerId],
    );
    return { tenantId: tenant.id, referrerId, token, count };
  } finally {
    await client.end();
  }
}

export interface AreaResult {
  perSecond: number;
  p99Ms: number;
}

/** The list through the portal for `seconds` after a warm-up; every answer must be 200 with all referrals. */
export async function personalAreaLoad(
  baseUrl: string,
  tenantKey: string,
  fixture: PersonalAreaFixture,
  seconds = SECONDS,
  clients = AREA_CLIENTS,
): Promise<AreaResult> {
  const url = new URL(`/api/v1/${tenantKey}/empfehler/empfehlungen/`, baseUrl).href;
  const headers = { authorization: `Bearer ${fixture.token}` };
  const first = await fetch(url, { headers });
  const body = (await first.json()) as { Empfehlungen?: unknown[] };
  if (first.status !== 200 || body.Empfehlungen?.length !== fixture.count)
    throw new Error(`personal area answered ${first.status} with ${body.Empfehlungen?.length} referrals`);
  await autocannon({ url, headers, connections: clients, duration: 2 });
  const result = await autocannon({ url, headers, connections: clients, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`personal area: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { perSecond: result.requests.total / result.duration, p99Ms: result.latency.p99 };
}

// One call's three statements: the session with its referrer, then the list and the reward account
// side by side (personal-area.service.ts runs those two at once, on two connections).
const SESSION = `select "sessions"."token_hash", "sessions"."tenant_id", "sessions"."referrer_id", "sessions"."via", "sessions"."created_at", "sessions"."expires_at", "sessions"."ends_at", "referrers"."id", "referrers"."tenant_id", "referrers"."email", "referrers"."email_hash", "referrers"."email_identity", "referrers"."anrede", "referrers"."vorname", "referrers"."nachname", "referrers"."empfehler_hash", "referrers"."password_hash", "referrers"."language", "referrers"."newsletter_permission", "referrers"."newsletter_optin_sent_at", "referrers"."kundennummer", "referrers"."blocked_reason", "referrers"."eligibility_confirmed_at", "referrers"."eligibility_proof", "referrers"."address", "referrers"."created_at" from "sessions" inner join "referrers" on "referrers"."id" = "sessions"."referrer_id" where "sessions"."token_hash" = $1`;
const REFERRAL_OVERVIEW = `select r.empfehlungsnummer::int as nr, r.product_id, r.status, r.anteil_empfehler, r.recipient_email,
    r.created_at, r.expires_at, r.optin_confirmed_at is not null as confirmed,
    coalesce(p.anzeige_name, '') as produkt,
    c.status as reward_status, c.cents as reward_cents, c.payout_kind,
    c.payout_iban_sealed is not null as has_payout_iban,
    (c.ready_at at time zone 'Europe/Berlin')::date::text as ready_day,
    exists (select 1 from recipients x where x.referral_id = r.id and x.data_confirmed_at is not null) as reacted,
    (select min(e.occurred_at) from partner_events e
      where e.tenant_id = r.tenant_id and e.referral_id = r.id and e.type = 'order.placed') as ordered_at
  from referrals r
  left join products p on p.tenant_id = r.tenant_id and p.id = r.product_id
  left join reward_credits c on c.referral_id = r.id and c.kind = 'referral' and c.beneficiary = 'Empfehler'
  where r.tenant_id = $1 and r.referrer_id = $2
  order by r.created_at desc, r.empfehlungsnummer desc`;
const REWARD_ACCOUNT = `select
    coalesce(sum(cents) filter (where status = 'Bereitgestellt'), 0)::int as ready,
    coalesce(sum(cents) filter (where status = 'Offen'), 0)::int as waiting,
    coalesce(sum(cents) filter (where status = 'Abgeholt'), 0)::int as chosen,
    coalesce(sum(cents) filter (where status = 'Ausgezahlt'), 0)::int as paid,
    coalesce(sum(cents) filter (where status = 'Ausgezahlt' and paid_at >= $3::timestamptz and paid_at < $4::timestamptz), 0)::int as paid_year,
    exists (select 1 from referrer_bank_data b where b.referrer_id = $2) as has_bank_data
  from reward_credits where tenant_id = $1 and referrer_id = $2 and beneficiary = 'Empfehler'`;

/**
 * The baseline: one call's statements (named, so prepared once per connection as the portal's
 * are) straight with `pg` through a pool as large as the server's, same concurrency and time.
 */
export async function rawOverviewLoad(
  databaseUrl: string,
  fixture: PersonalAreaFixture,
  seconds = SECONDS,
  clients = AREA_CLIENTS,
): Promise<AreaResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: SERVER_POOL_SIZE });
  pool.on('error', () => {});
  const tokenHash = createHash('sha256').update(fixture.token).digest('hex');
  // The tax year's bounds for the paid sum, as the portal computes them: the Berlin calendar year.
  const year = Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()),
  );
  const taxYear = [
    new Date(`${year}-01-01T00:00:00+01:00`).toISOString(),
    new Date(`${year + 1}-01-01T00:00:00+01:00`).toISOString(),
  ];
  const run = (duration: number) =>
    timedLoops(clients, duration, async () => {
      const session = await pool.query({ name: 'bench_session', text: SESSION, values: [tokenHash] });
      if (session.rowCount !== 1) throw new Error('the session query found no session');
      const ids = [fixture.tenantId, fixture.referrerId];
      const [list] = await Promise.all([
        pool.query({ name: 'bench_area_referrals', text: REFERRAL_OVERVIEW, values: ids }),
        pool.query({ name: 'bench_area_account', text: REWARD_ACCOUNT, values: [...ids, ...taxYear] }),
      ]);
      if (list.rowCount !== fixture.count)
        throw new Error(`the overview query returned ${list.rowCount} rows`);
    });
  try {
    await run(2);
    return await run(seconds);
  } finally {
    await pool.end();
  }
}

const PASSWORD = 'Sommer2026!Bench';

/**
 * CPU time of one sign-in (`POST /account/login`), read from the portal process's own CPU counters
 * over `samples` sign-ins one after another: almost all of it is the password check. The password
 * is set through the API (the reset mail's link, read from the outbox), so the stored hash carries
 * the portal's argon2 parameters, which are read back from it. The reset ends the referrer's sessions.
 */
export async function signInCpuMs(
  baseUrl: string,
  tenantKey: string,
  databaseUrl: string,
  pid: number,
  samples = 10,
): Promise<{ cpuMs: number; options: string }> {
  const api = (p: string) => new URL(`/api/v1/${tenantKey}${p}`, baseUrl).href;
  const email = 'bench.area@example.org';
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const askedAt = new Date();
    const asked = await fetch(api(`/account/resetPassword/${encodeURIComponent(email)}`));
    if (!asked.ok) throw new Error(`forgot password answered ${asked.status}`);
    // The answer does not wait for the mail (it must not tell whether the address is known).
    let token: string | undefined;
    for (let i = 0; i < 50 && !token; i++) {
      const mail = (
        await client.query<{ text_body: string }>(
          "select text_body from outbox where to_address = $1 and created_at >= $2 and text_body like '%token=%' order by created_at desc limit 1",
          [email, askedAt],
        )
      ).rows[0];
      token = /token=([\w-]+)/.exec(mail?.text_body ?? '')?.[1];
      if (!token) await new Promise((r) => setTimeout(r, 100));
    }
    if (!token) throw new Error('no reset link in the outbox');
    const reset = await fetch(api('/account/resetPassword'), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Token: token, Passwort: PASSWORD, PasswortBestaetigung: PASSWORD }),
    });
    if (reset.status !== 200)
      throw new Error(`reset password answered ${reset.status}: ${await reset.text()}`);
    const stored = (
      await client.query<{ password_hash: string }>('select password_hash from referrers where email = $1', [
        email,
      ])
    ).rows[0]?.password_hash;
    const [, m, t, p] = /m=(\d+),t=(\d+),p=(\d+)/.exec(stored ?? '') ?? [];
    const signIn = async () => {
      const answer = await fetch(api('/account/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Email: email, Password: PASSWORD }),
      });
      if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
    };
    await signIn();
    const before = cpuTicks(pid);
    for (let i = 0; i < samples; i++) await signIn();
    return {
      cpuMs: ((cpuTicks(pid) - before) * 1000) / CLOCK_TICKS / samples,
      options: `argon2id m=${m} KiB t=${t} p=${p}`,
    };
  } finally {
    await client.end();
  }
}

/** Linux counts a process's CPU time in clock ticks of 1/100 s (USER_HZ). */
const CLOCK_TICKS = 100;

/** User and system CPU time of a process so far, in clock ticks (/proc/<pid>/stat fields 14 and 15). */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}
