import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { SECONDS } from './measure.ts';

/**
 * Recommending on PostgreSQL (issue 3): `POST /{tenant}/Empfehlen/create` through the portal,
 * against the raw cost of the same inserts sent straight with `pg` from this process.
 */

/** The PostgreSQL server the bench creates its throw-away database on (trust auth). */
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
/** The portal's pool size on PostgreSQL (apps/server/src/db/client.ts, `openPg`); the baseline uses the same. */
export const SERVER_POOL_SIZE = 10;
const AGB = 'Ich akzeptiere die Teilnahmebedingungen.';
const DAY_MS = 86_400_000;

export interface BenchDatabase {
  url: string;
  serverVersion: string;
  drop(): Promise<void>;
}

/** Creates a fresh database for this run; `drop()` removes it again. */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `kwk_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
  await admin.connect().catch((error: Error) => {
    throw new Error(`no PostgreSQL at ${POSTGRES_URL} (${error.message}); set BENCH_POSTGRES_URL`);
  });
  try {
    const version = (await admin.query<{ v: string }>("select current_setting('server_version') as v"))
      .rows[0]!.v;
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    return {
      url: `${POSTGRES_URL}/${name}`,
      serverVersion: version.split(' ')[0]!,
      async drop() {
        const client = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
        await client.connect();
        try {
          await client.query(`drop database if exists ${name} with (force)`);
        } finally {
          await client.end();
        }
      },
    };
  } finally {
    await admin.end();
  }
}

const createBody = (product: number, n: number) =>
  JSON.stringify({
    Empfehlung: { Produkt: product, AnteilEmpfehler: 50, AgbText: AGB, AgbAkzeptiert: true, Aktionen: [] },
    Empfehler: { Vorname: 'Anna', Nachname: 'Berg', Email: `anna.${n}@example.org` },
    Empfaenger: { Email: `ben.${n}@example.org` },
  });

/**
 * The create route allows 20 requests a minute per client address. Rather than trusting a proxy
 * header, each client connects from its own loopback address (127.0.0.0/8 is local on Linux),
 * moving to a fresh one after 20 requests: no address is used twice in a run, and the portal runs
 * exactly as configured in production.
 */
const PER_ADDRESS = 20;
/** Numbers the people of every create, across runs: no referrer or recipient comes twice. */
let n = 0;
let addresses = 0;
const nextAddress = () => {
  const k = addresses++;
  return `127.${1 + (Math.floor(k / (254 * 256)) % 254)}.${Math.floor(k / 254) % 256}.${1 + (k % 254)}`;
};

/** The p-th percentile of sorted milliseconds, rounded. */
/**
 * `clients` loops calling `op` until `seconds` have passed; the rate and the p99 latency of the calls.
 */
export async function timedLoops(clients: number, seconds: number, op: () => Promise<void>) {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await op();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / ((performance.now() - started) / 1000),
    p99Ms: percentile(latencies, 0.99),
    count: latencies.length,
  };
}

/** A tenant's id and its first product, for seeding. */
export async function tenantWithProduct(client: pg.Client, tenantKey: string) {
  const tenant = (
    await client.query<{ id: string; product: number | null }>(
      'select t.id, (select min(p.id) from products p where p.tenant_id = t.id) as product from tenants t where t.key = $1',
      [tenantKey],
    )
  ).rows[0];
  if (!tenant?.product) throw new Error(`no tenant ${tenantKey} with a product`);
  return { id: tenant.id, product: tenant.product };
}

export const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)] ?? 0);

export interface CreateLoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  /** CPU the load generator itself used, as a share of one core. */
  clientCpu: number;
}

/** One POST of a JSON body on the client's own connection; resolves with the status and the answer. */
export function post(
  agent: http.Agent,
  localAddress: string,
  url: URL,
  body: string,
  headers: Record<string, string> = {},
) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        localAddress,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Creates recommendations through the portal: `clients` concurrent clients, each with one
 * keep-alive connection, for `seconds` after a short warm-up. Every request has its own referrer
 * and recipient; every answer must be 202.
 */
export async function createLoad(
  baseUrl: string,
  tenant: string,
  product: number,
  seconds = SECONDS,
  clients = 50,
): Promise<CreateLoadResult> {
  const url = new URL(`/api/v1/${tenant}/Empfehlen/create`, baseUrl);
  const run = async (duration: number) => {
    const latencies: number[] = [];
    const failures = new Map<number, { count: number; first: string }>();
    const cpu = process.cpuUsage();
    const started = performance.now();
    const deadline = started + duration * 1000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        let agent: http.Agent | undefined;
        let address = '';
        let used = PER_ADDRESS;
        try {
          while (performance.now() < deadline) {
            if (used === PER_ADDRESS) {
              agent?.destroy();
              agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
              address = nextAddress();
              used = 0;
            }
            used += 1;
            n += 1;
            const t0 = performance.now();
            const answer = await post(agent!, address, url, createBody(product, n));
            latencies.push(performance.now() - t0);
            if (answer.status !== 202) {
              const failure = failures.get(answer.status) ?? { count: 0, first: answer.body.slice(0, 300) };
              failure.count += 1;
              failures.set(answer.status, failure);
            }
          }
        } finally {
          agent?.destroy();
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    if (failures.size > 0)
      throw new Error(
        `create load: ${[...failures].map(([status, f]) => `${f.count}× ${status} (${f.first})`).join(', ')}`,
      );
    latencies.sort((a, b) => a - b);
    return {
      requestsPerSecond: latencies.length / elapsed,
      p99Ms: percentile(latencies, 0.99),
      requests: latencies.length,
      clientCpu: (used.user + used.system) / 1e6 / elapsed,
    };
  };
  await run(2);
  return run(seconds);
}

// The statements of one create, as PostgreSQL's statement log shows the portal sending them
// (referrals.service.ts `createIn`): begin; the referrer's upsert with what the create checks (the
// product, its rewards, the running campaigns, a competing referral); the referral, its
// opt-in token and the opt-in mail in one statement; commit. Four round trips, as the portal's.
const UPSERT_REFERRER = `with ref as (insert into "referrers" ("id", "tenant_id", "email", "email_identity", "anrede", "vorname", "nachname", "empfehler_hash", "password_hash", "language", "newsletter_permission", "newsletter_optin_sent_at", "kundennummer", "blocked_reason", "created_at") values (default, $1, $2, $3, default, $4, $5, $6, default, $7, default, default, default, default, default) on conflict ("tenant_id","email_identity") do update set "email_identity" = excluded.email_identity returning "id", "tenant_id", "email", "email_identity", "anrede", "vorname", "nachname", "empfehler_hash", "password_hash", "language", "newsletter_permission", "newsletter_optin_sent_at", "kundennummer", "blocked_reason", "created_at")
  select ref.id, ref.email, ref.vorname, ref.blocked_reason,
    (select json_build_object('id', p.id, 'anzeigeName', p.anzeige_name)
      from products p where p.tenant_id = $8 and p.id = $9) as product,
    (select coalesce(json_agg(r.wert_cent), '[]'::json)
      from product_rewards pr join rewards r on r.tenant_id = pr.tenant_id and r.id = pr.reward_id
      where pr.tenant_id = $10 and pr.product_id = $11 and r.startdatum <= $12
        and (r.enddatum is null or r.enddatum >= $13 or r.enddatum_anzeige >= $14)) as reward_cents,
    (select coalesce(json_agg(json_build_object('AktionsId', c.aktions_id, 'Zustimmung', c.zustimmung,
        'BonusCent', c.bonus_cent)), '[]'::json) from campaigns c
      where c.tenant_id = $15
        and c.starts_on <= $16 and (c.ends_on is null or c.ends_on >= $17)) as active_campaigns,
    exists (select 1 from referrals x
      where x.tenant_id = $18 and x.recipient_email_identity = $19
        and x.product_id = $20 and x.referrer_id is distinct from ref.id
        and x.expires_at > $21 and x.status in ('Ok', 'Offen')
        and (x.optin_confirmed_at is not null or x.created_at > $22)) as taken_by_other
  from ref`;
const INSERT_REFERRAL = `with r as (insert into "referrals" ("id", "tenant_id", "empfehlungsnummer", "link_token_hash", "referrer_id", "recipient_email", "recipient_email_identity", "product_id", "channel", "agent_number", "agb_text", "anteil_empfehler", "status", "rejection_reason", "facts_version", "campaign_consents", "campaign_bonus_cent", "optin_confirmed_at", "optin_proof", "offline_code", "created_at", "expires_at") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, default, default, default, $13, $14, default, default, default, $15, $16) on conflict ("tenant_id","referrer_id","recipient_email_identity","product_id") do nothing returning "id"), t as (insert into "action_tokens" ("token_hash", "tenant_id", "purpose", "subject_id", "expires_at", "used_at", "created_at") values ($17, $18, $19, $20, $21, default, $22)), o as (insert into "outbox" ("id", "tenant_id", "kind", "to_address", "reply_to", "subject", "text_body", "message_id", "status", "attempts", "available_at", "locked_until", "last_error", "created_at", "sent_at") values ($23, $24, $25, $26, $27, $28, $29, $30, default, default, $31, default, default, $32, default)) select id from r`;

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** One create's inserts in one transaction, with the values the portal computes for them. */
async function insertOnce(pool: pg.Pool, secret: string, tenantId: string, product: number, n: number) {
  const email = `raw.anna.${n}@example.org`;
  const recipient = `raw.ben.${n}@example.org`;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const recipientIdentity = hmac(secret, `recipient:${recipient}`);
    const referrer = (
      await client.query<{ id: string }>(UPSERT_REFERRER, [
        tenantId,
        email,
        email,
        'Anna',
        'Berg',
        randomBytes(16).toString('hex'),
        'de',
        tenantId,
        product,
        tenantId,
        product,
        today,
        today,
        today,
        tenantId,
        today,
        today,
        tenantId,
        recipientIdentity,
        product,
        now.toISOString(),
        new Date(now.getTime() - 7 * DAY_MS).toISOString(),
      ])
    ).rows[0]!;
    const nr = 10_000_000 + Math.floor(Math.random() * 90_000_000);
    const referralId = randomUUID();
    const token = randomBytes(32).toString('base64url');
    const mailId = randomUUID();
    const inserted = await client.query(INSERT_REFERRAL, [
      referralId,
      tenantId,
      nr,
      hmac(secret, `referral-link:${tenantId}:${nr}`).slice(0, 32),
      referrer.id,
      recipient,
      recipientIdentity,
      product,
      null,
      null,
      AGB,
      50,
      '[]',
      0,
      now.toISOString(),
      new Date(now.getTime() + 60 * DAY_MS).toISOString(),
      createHash('sha256').update(token).digest('hex'),
      tenantId,
      'referral.optin',
      referralId,
      new Date(now.getTime() + 7 * DAY_MS).toISOString(),
      now.toISOString(),
      mailId,
      tenantId,
      'referral.optin',
      email,
      null,
      'Bitte bestätigen Sie Ihre Empfehlung – Telko',
      `Hallo Anna,\n\nvielen Dank für Ihre Empfehlung. Bitte bestätigen Sie Ihre E-Mail-Adresse und Ihre Teilnahme am Empfehlungsprogramm von Telko mit diesem Link (7 Tage gültig):\n\nhttp://telko.localhost/bestaetigung?token=${token}\n\nErst nach Ihrer Bestätigung kann die Empfehlung versendet werden. Wenn Sie keine Empfehlung abgegeben haben, ignorieren Sie diese E-Mail: Es passiert dann nichts.\n`,
      `<${mailId}@kwk.portal>`,
      now.toISOString(),
      now.toISOString(),
    ]);
    if (inserted.rowCount !== 1) throw new Error('the raw create inserted no referral');
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

export interface RawLoadResult {
  opsPerSecond: number;
  p99Ms: number;
  ops: number;
}

/**
 * The baseline: `clients` concurrent loops in this process, each doing one create's inserts per
 * transaction through a pool as large as the server's, for `seconds` after a short warm-up.
 */
export async function rawInsertLoad(
  databaseUrl: string,
  tenantKey: string,
  product: number,
  seconds = SECONDS,
  clients = 50,
): Promise<RawLoadResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: SERVER_POOL_SIZE });
  pool.on('error', () => {});
  const secret = randomBytes(32).toString('hex');
  try {
    const tenantId = (await pool.query<{ id: string }>('select id from tenants where key = $1', [tenantKey]))
      .rows[0]?.id;
    if (!tenantId) throw new Error(`no tenant ${tenantKey} in ${databaseUrl}`);
    const run = async (duration: number) => {
      const r = await timedLoops(clients, duration, async () => {
        for (let attempt = 0; ; attempt++) {
          try {
            n += 1;
            await insertOnce(pool, secret, tenantId, product, n);
            return;
          } catch (error) {
            // Two referrals drew the same random number: draw again, as the portal does.
            if (attempt < 3 && (error as { constraint?: string }).constraint === 'referrals_number_uq')
              continue;
            throw error;
          }
        }
      });
      return { opsPerSecond: r.perSecond, p99Ms: r.p99Ms, ops: r.count };
    };
    await run(2);
    return await run(seconds);
  } finally {
    await pool.end();
  }
}
