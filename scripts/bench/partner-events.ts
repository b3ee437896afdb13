import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { percentile, SERVER_POOL_SIZE, tenantWithProduct } from './recommending.ts';

/**
 * Partner events in on PostgreSQL (issue 4): `POST /api/partner/v1/{tenant}/events` through the
 * portal, each an `order.placed` of its own opted-in referral with its own event id, against plain
 * inserts of the same rows into `partner_events` sent straight with `pg` at the same concurrency.
 */

/** Concurrent partner connections, in both the load and the baseline. */
export const EVENT_CLIENTS = 32;

export interface PartnerEventsFixture {
  tenantId: string;
  /** A partner key as `issueKey` makes it; only its hash is in the database. */
  key: string;
  referrals: { id: string; nr: number }[];
}

const SEED_REFERRALS = `with referrer as (
  insert into referrers (tenant_id, email, email_identity, vorname, nachname, empfehler_hash)
  values ($1, 'bench.partner@example.org', 'bench.partner@example.org', 'Anna', 'Berg', $2)
  returning id
)
insert into referrals (tenant_id, empfehlungsnummer, link_token_hash, referrer_id, recipient_email_identity,
  product_id, agb_text, anteil_empfehler, optin_confirmed_at, expires_at)
select $1, 20000000 + g, md5('link:' || g), referrer.id, md5('recipient:' || g), $3,
  'Ich akzeptiere die Teilnahmebedingungen.', 50, now(), now() + interval '60 days'
from referrer, generate_series(1, $4::int) as g
returning id, empfehlungsnummer::int as nr`;

// Each referral's recipient followed the link (recipients.service.ts lands one row per visit): the
// programme counts only such orders, so the events take the path of a real order, not a rejection.
const SEED_RECIPIENTS = `insert into recipients (tenant_id, referral_id, empfaengernummer, created_at)
select tenant_id, id, 'E' || empfehlungsnummer, now() from referrals where tenant_id = $1`;

/**
 * `count` confirmed referrals of one referrer, each with a recipient who followed the link, written
 * in two statements (how referrals come about is the recommending bench's business), and a partner
 * key stored the way `issueKey` stores it.
 */
export async function preparePartnerEvents(
  databaseUrl: string,
  tenantKey: string,
  count: number,
): Promise<PartnerEventsFixture> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tenant = await tenantWithProduct(client, tenantKey);
    const referrals = (
      await client.query<{ id: string; nr: number }>(SEED_REFERRALS, [
        tenant.id,
        randomBytes(16).toString('hex'),
        tenant.product,
        count,
      ])
    ).rows;
    await client.query(SEED_RECIPIENTS, [tenant.id]);
    const key = `kwkp_${randomBytes(24).toString('base64url')}`;
    await client.query('insert into partner_api_keys (key_hash, tenant_id, label) values ($1, $2, $3)', [
      createHash('sha256').update(key).digest('hex'),
      tenant.id,
      'bench',
    ]);
    return { tenantId: tenant.id, key, referrals };
  } finally {
    await client.end();
  }
}

const event = (prefix: string, nr: number) => ({
  id: `${prefix}-${nr}`,
  type: 'order.placed',
  occurredAt: '2026-11-22T09:00:00Z',
  empfehlungsnummer: nr,
  orderId: `A-${nr}`,
});

export interface RateResult {
  perSecond: number;
  p99Ms: number;
  count: number;
}

/** `clients` concurrent loops taking the next item until none is left; latencies of each `send`. */
async function drain<T>(
  items: T[],
  clients: number,
  send: (item: T, client: number) => Promise<void>,
): Promise<RateResult> {
  let next = 0;
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (next < items.length) {
        const item = items[next++]!;
        const t0 = performance.now();
        await send(item, client);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    p99Ms: percentile(latencies, 0.99),
    count: latencies.length,
  };
}

/**
 * Sends one event per referral through the portal, the first `warmUp` of them as a warm-up, with
 * `clients` keep-alive connections driven by autocannon (the load generator shares the two cores
 * with the portal and PostgreSQL, so it should be a light one). Every answer must be 200 and not a
 * duplicate.
 */
export async function partnerEventLoad(
  baseUrl: string,
  tenantKey: string,
  fixture: PartnerEventsFixture,
  warmUp: number,
  clients = EVENT_CLIENTS,
): Promise<RateResult> {
  const url = new URL(`/api/partner/v1/${tenantKey}/events`, baseUrl).href;
  const send = async (items: { nr: number }[]): Promise<RateResult> => {
    let next = 0;
    const failures: string[] = [];
    // autocannon ends a run at its next one-second sample; the run is timed to the last answer.
    const started = performance.now();
    let finished = started;
    const result = await autocannon({
      url,
      connections: clients,
      amount: items.length,
      requests: [
        {
          method: 'POST',
          headers: { authorization: `Bearer ${fixture.key}`, 'content-type': 'application/json' },
          setupRequest: (request) => {
            // More requests than items would repeat an event: caught below as a duplicate.
            const item = items[Math.min(next++, items.length - 1)]!;
            return { ...request, body: JSON.stringify(event('bench', item.nr)) };
          },
          onResponse: (status, body) => {
            finished = performance.now();
            if (status !== 200 || (JSON.parse(body) as { duplicate?: boolean }).duplicate !== false)
              failures.push(`${status} ${body.slice(0, 300)}`);
          },
        },
      ],
    });
    const elapsed = (finished - started) / 1000;
    if (failures.length > 0 || result.requests.total !== items.length)
      throw new Error(
        `partner events: ${result.requests.total} of ${items.length} sent, ${failures.length} failed: ${failures[0] ?? ''}`,
      );
    return {
      perSecond: result.requests.total / elapsed,
      p99Ms: result.latency.p99,
      count: result.requests.total,
    };
  };
  await send(fixture.referrals.slice(0, warmUp));
  return send(fixture.referrals.slice(warmUp));
}

// The row the service stores for an applied event (partner-events.repository.ts `record`), as
// drizzle renders the insert: same columns, conflict clause and returned column.
const INSERT_EVENT = `insert into "partner_events" ("tenant_id", "event_id", "type", "referral_id", "occurred_at", "payload", "received_at")
values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing returning "event_id"`;

/**
 * The baseline: the same number of `partner_events` rows, one insert each (its own transaction),
 * from `clients` concurrent loops through a pool as large as the server's, after the same warm-up.
 */
export async function rawEventInsertLoad(
  databaseUrl: string,
  fixture: PartnerEventsFixture,
  warmUp: number,
  clients = EVENT_CLIENTS,
): Promise<RateResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: SERVER_POOL_SIZE });
  pool.on('error', () => {});
  const insert = async ({ id, nr }: { id: string; nr: number }) => {
    const row = event('raw', nr);
    const now = new Date().toISOString();
    const { rowCount } = await pool.query(INSERT_EVENT, [
      fixture.tenantId,
      row.id,
      row.type,
      id,
      row.occurredAt,
      JSON.stringify(row),
      now,
    ]);
    if (rowCount !== 1) throw new Error(`raw event ${nr} was not inserted`);
  };
  try {
    await drain(fixture.referrals.slice(0, warmUp), clients, insert);
    return await drain(fixture.referrals.slice(warmUp), clients, insert);
  } finally {
    await pool.end();
  }
}

/** How many referrals of the tenant are in each status: every event should have left its referral `Offen`. */
export async function referralStatuses(databaseUrl: string, tenantId: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = (
      await client.query<{ status: string; n: number }>(
        'select status, count(*)::int as n from referrals where tenant_id = $1 group by status order by status',
        [tenantId],
      )
    ).rows;
    return rows.map((r) => `${r.status} ${r.n}`).join(', ');
  } finally {
    await client.end();
  }
}
