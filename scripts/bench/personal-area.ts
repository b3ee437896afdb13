import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  hashPassword,
  PASSWORD_HASH_OPTIONS,
  verifyPassword,
} from '../../apps/server/src/modules/accounts/passwords.ts';
import { REFERRAL_OVERVIEW } from '../../apps/server/src/modules/personal-area/personal-area.repository.ts';
import { SERVER_POOL_SIZE, tenantWithProduct, timedLoops } from './recommending.ts';

/**
 * The personal area (issue 5): `GET /empfehler/empfehlungen/` for a signed-in referrer with 200
 * recommendations in every state, through the portal, against the same query
 * (personal-area.repository.ts `REFERRAL_OVERVIEW`) sent straight with `pg` at the same concurrency.
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
  seconds = 8,
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

/** The same query, straight with `pg` through a pool as large as the server's, same concurrency and time. */
export async function rawOverviewLoad(
  databaseUrl: string,
  fixture: PersonalAreaFixture,
  seconds = 8,
  clients = AREA_CLIENTS,
): Promise<AreaResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: SERVER_POOL_SIZE });
  pool.on('error', () => {});
  const run = (duration: number) =>
    timedLoops(clients, duration, async () => {
      const { rowCount } = await pool.query(REFERRAL_OVERVIEW, [fixture.tenantId, fixture.referrerId]);
      if (rowCount !== fixture.count) throw new Error(`the overview query returned ${rowCount} rows`);
    });
  try {
    await run(2);
    return await run(seconds);
  } finally {
    await pool.end();
  }
}

/** CPU time of one password check at the portal's argon2id parameters (the cost of one sign-in). */
export async function passwordCheckCpuMs(samples = 10): Promise<{ cpuMs: number; options: string }> {
  const stored = await hashPassword('Sommer2026');
  const cpu = process.cpuUsage();
  for (let i = 0; i < samples; i++) await verifyPassword(stored, 'Sommer2026');
  const used = process.cpuUsage(cpu);
  const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_OPTIONS;
  return {
    cpuMs: (used.user + used.system) / 1000 / samples,
    options: `argon2id m=${memoryCost} KiB t=${timeCost} p=${parallelism}`,
  };
}
