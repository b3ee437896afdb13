import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { percentile, post } from './recommending.ts';

/**
 * Partner events in on PostgreSQL (issue 4): `POST /api/partner/v1/{tenant}/events` through the
 * portal with a realistic mix, against the statements the portal sends for the same events, sent
 * straight with `pg` on other referrals prepared alike, at the same concurrency.
 *
 * The mix repeats every ten events: seven `order.placed` on fresh referrals and one
 * `account.activity` (a banking month, on fyrst referrals whose order was placed) take the
 * optimistic path (a read and one compare-and-set write); one `order.effective` (the reward's
 * credits are written) and one `order.cancelled` (status, decision record and a mail) take the
 * locked path (a transaction under the referral's row lock). 20 % of the events are locked-path ones.
 */

/** Concurrent partner connections, in both the load and the baseline. */
export const EVENT_CLIENTS = 32;

type Kind = 'order.placed' | 'account.activity' | 'order.effective' | 'order.cancelled';
export type PathName = 'optimistic' | 'locked';
const MIX: Kind[] = [
  ...Array<Kind>(7).fill('order.placed'),
  'account.activity',
  'order.effective',
  'order.cancelled',
];
export const PATH_OF: Record<Kind, PathName> = {
  'order.placed': 'optimistic',
  'account.activity': 'optimistic',
  'order.effective': 'locked',
  'order.cancelled': 'locked',
};

export interface Item {
  kind: Kind;
  tenantKey: string;
  tenantId: string;
  nr: number;
}

export interface PartnerEventsFixture {
  /** Partner keys as `partnerKeys.issue` makes them, by tenant key; only their hashes are in the database. */
  keys: Record<string, string>;
  items: Item[];
  /** When the events happen: after every referral was created and its order placed. */
  occurredAt: string;
}

const SEED = `with referrer as (
  insert into referrers (tenant_id, email, email_identity, vorname, nachname, empfehler_hash)
  values ($1, $4, $4, 'Anna', 'Berg', $5) returning id
), made as (
  insert into referrals (tenant_id, empfehlungsnummer, link_token_hash, referrer_id, recipient_email_identity,
    product_id, agb_text, anteil_empfehler, optin_confirmed_at, created_at, expires_at)
  select $1, $3::int + g, md5('link:' || ($3::int + g)), referrer.id, md5('recipient:' || ($3::int + g)),
    (select min(p.id) from products p where p.tenant_id = $1),
    'Ich akzeptiere die Teilnahmebedingungen.', 50, now() - interval '2 days', now() - interval '2 days',
    now() + interval '58 days'
  from referrer, generate_series(1, $2::int) as g
  returning id, tenant_id, empfehlungsnummer
), followed as (
  -- Each recipient followed the link (the programme counts only such orders).
  insert into recipients (tenant_id, referral_id, empfaengernummer, created_at)
  select tenant_id, id, 'E' || empfehlungsnummer, now() - interval '2 days' from made
)
select empfehlungsnummer::int as nr from made order by empfehlungsnummer`;

// The order of a referral whose next event is not an order placed, as the portal records one.
const PLACE = `with p as (
  update referrals set status = 'Offen', facts_version = facts_version + 1
  where tenant_id = $1 and empfehlungsnummer = any($2::int[]) returning id, empfehlungsnummer)
insert into partner_events (tenant_id, event_id, type, referral_id, occurred_at, payload, received_at)
select $1, 'prior-' || empfehlungsnummer, 'order.placed', id, now() - interval '1 day',
  jsonb_build_object('id', 'prior-' || empfehlungsnummer, 'type', 'order.placed',
    'occurredAt', now() - interval '1 day', 'empfehlungsnummer', empfehlungsnummer, 'orderId', 'A-' || empfehlungsnummer),
  now() - interval '1 day'
from p`;

/**
 * `count` events of the mix on referrals of their own, numbered from `firstNr`: telko and fyrst
 * referrals with a recipient who followed the link, orders placed where the mix's event needs one,
 * written straight (how referrals come about is the recommending bench's business), and a partner
 * key per tenant stored the way `partnerKeys.issue` stores it.
 */
export async function preparePartnerEvents(
  databaseUrl: string,
  count: number,
  firstNr: number,
): Promise<PartnerEventsFixture> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const kinds = Array.from({ length: count }, (_, i) => MIX[i % MIX.length]!);
    const tenants = (
      await client.query<{ id: string; key: string }>(
        "select id, key from tenants where key in ('telko', 'fyrst')",
      )
    ).rows;
    const tenantId = (key: string) => tenants.find((t) => t.key === key)!.id;
    const keys: Record<string, string> = {};
    const items: Item[] = [];
    for (const [tenantKey, wanted] of [
      ['telko', kinds.filter((k) => k !== 'account.activity')],
      ['fyrst', kinds.filter((k) => k === 'account.activity')],
    ] as const) {
      const id = tenantId(tenantKey);
      const base = firstNr + (tenantKey === 'fyrst' ? 5_000_000 : 0);
      const nrs = (
        await client.query<{ nr: number }>(SEED, [
          id,
          wanted.length,
          base,
          `bench.partner.${base}@example.org`,
          randomBytes(16).toString('hex'),
        ])
      ).rows.map((r) => r.nr);
      const placed = nrs.filter((_, i) => wanted[i] !== 'order.placed');
      if (placed.length > 0) await client.query(PLACE, [id, placed]);
      wanted.forEach((kind, i) => {
        items.push({ kind, tenantKey, tenantId: id, nr: nrs[i]! });
      });
      const key = `kwkp_${randomBytes(24).toString('base64url')}`;
      await client.query('insert into partner_api_keys (key_hash, tenant_id, label) values ($1, $2, $3)', [
        createHash('sha256').update(key).digest('hex'),
        id,
        'bench',
      ]);
      keys[tenantKey] = key;
    }
    await client.query('analyze');
    // Back in the mix's order: each tenant's items were appended in their own order.
    const byKind = new Map<string, Item[]>();
    for (const item of items) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item]);
    const mixed = kinds.map((kind) => byKind.get(kind)!.shift()!);
    return { keys, items: mixed, occurredAt: new Date().toISOString() };
  } finally {
    await client.end();
  }
}

export const eventOf = (item: Item, prefix: string, occurredAt: string) => ({
  id: `${prefix}-${item.kind}-${item.nr}`,
  type: item.kind,
  occurredAt,
  empfehlungsnummer: item.nr,
  ...(item.kind === 'account.activity'
    ? { month: 1, qualifyingTransactions: 5, selfTransfers: false }
    : { orderId: `A-${item.nr}` }),
});

export interface PathResult {
  count: number;
  perSecond: number;
  p99Ms: number;
}
export interface MixResult {
  perSecond: number;
  p99Ms: number;
  count: number;
  paths: Record<PathName, PathResult>;
}

/** `clients` concurrent loops taking the next item until none is left; rate and p99 of the whole and of each path. */
export async function drain(
  items: Item[],
  clients: number,
  send: (item: Item, client: number) => Promise<void>,
): Promise<MixResult> {
  let next = 0;
  const latencies: Record<PathName | 'all', number[]> = { all: [], optimistic: [], locked: [] };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (next < items.length) {
        const item = items[next++]!;
        const t0 = performance.now();
        await send(item, client);
        const ms = performance.now() - t0;
        latencies.all.push(ms);
        latencies[PATH_OF[item.kind]].push(ms);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const of = (values: number[]): PathResult => {
    values.sort((a, b) => a - b);
    return { count: values.length, perSecond: values.length / elapsed, p99Ms: percentile(values, 0.99) };
  };
  const all = of(latencies.all);
  return { ...all, paths: { optimistic: of(latencies.optimistic), locked: of(latencies.locked) } };
}

/**
 * Sends the fixture's events through the portal, the first `warmUp` of them as a warm-up, on
 * `clients` keep-alive connections. Every answer must be 200 and not a duplicate.
 */
export async function partnerEventLoad(
  baseUrl: string,
  fixture: PartnerEventsFixture,
  warmUp: number,
  clients = EVENT_CLIENTS,
): Promise<MixResult> {
  const agents = Array.from({ length: clients }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const send = async (item: Item, client: number) => {
    const url = new URL(`/api/partner/v1/${item.tenantKey}/events`, baseUrl);
    const answer = await post(
      agents[client]!,
      '127.0.0.1',
      url,
      JSON.stringify(eventOf(item, 'bench', fixture.occurredAt)),
      { authorization: `Bearer ${fixture.keys[item.tenantKey]}` },
    );
    if (answer.status !== 200 || (JSON.parse(answer.body) as { duplicate?: boolean }).duplicate !== false)
      throw new Error(`partner event ${item.kind} ${item.nr}: ${answer.status} ${answer.body.slice(0, 300)}`);
  };
  try {
    await drain(fixture.items.slice(0, warmUp), clients, send);
    return await drain(fixture.items.slice(warmUp), clients, send);
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

/** How many of the fixture's referrals are in each status: placed and active ones `Offen`, cancelled ones `Storniert`. */
export async function referralStatuses(databaseUrl: string, fixture: PartnerEventsFixture): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = (
      await client.query<{ status: string; n: number }>(
        `select status, count(*)::int as n from referrals
         where empfehlungsnummer = any($1::int[]) group by status order by status`,
        [fixture.items.map((i) => i.nr)],
      )
    ).rows;
    return rows.map((r) => `${r.status} ${r.n}`).join(', ');
  } finally {
    await client.end();
  }
}
