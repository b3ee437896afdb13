import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { consoleCall } from './console-call.ts';
import { QUICK } from './measure.ts';
import { percentile } from './recommending.ts';

/**
 * A tenant's configuration changed through one portal instance (A), seen by another (B) on the
 * same PostgreSQL database: both run with REDIS_URL, so the change's message on
 * `kwk:tenants:changed` makes B drop its in-memory configuration (decision 002). The latency is
 * from the start of the change to the first `GET /api/v1/telko/mandant/telko` of B that shows it.
 */

/** The Redis the instances share. */
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const CHANGES_PER_RUN = QUICK ? 5 : 20;
/** A change B has not shown after this long counts as this long (and misses the target). */
const GIVE_UP_MS = 5_000;
const TENANT = 'telko';

/**
 * The console's tenant edit (tenants module, `tenants-console.routes.ts`): read the configuration
 * with its version, then save it whole with one change (the brand's support address). The clock
 * runs from the save, the change itself; the read before it is the console's screen being open.
 */
export const EDIT = {
  path: (tenant: string) => `/api/betrieb/v1/mandanten/${tenant}`,
  body: (
    detail: { Version: number; Hosts: unknown; Settings: unknown; Brand: object },
    supportEmail: string,
  ) =>
    JSON.stringify({
      Version: detail.Version,
      Hosts: detail.Hosts,
      Settings: detail.Settings,
      Brand: { ...detail.Brand, SupportEmail: supportEmail },
    }),
};

export interface Propagation {
  /** Milliseconds per change, in order. */
  latencies: number[];
  /** 'route' when A's console route made the changes, 'direct' when the bench wrote and published. */
  path: 'route' | 'direct';
}

/** The demo admin operator (seeded in development) with a fresh console session. */
export async function adminToken(client: pg.Client): Promise<string> {
  const operator = (
    await client.query<{ id: string }>(
      "select id from operators where 'admin' = any(roles) and active limit 1",
    )
  ).rows[0];
  if (!operator) throw new Error('no demo admin operator: does the portal seed them in development?');
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `insert into operator_sessions (token_hash, operator_id, method, created_at, last_seen_at, ends_at, reauth_at)
     values ($1, $2, 'totp', now(), now(), now() + interval '10 hours', now())`,
    [createHash('sha256').update(token).digest('hex'), operator.id],
  );
  return token;
}

/**
 * CHANGES_PER_RUN changes of telko's brand support address through A, each polled on B until it
 * shows; answers each change's latency.
 */
export async function measurePropagation(
  databaseUrl: string,
  portA: number,
  portB: number,
): Promise<Propagation> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const token = await adminToken(client);
    /** The save, ready to send: the configuration read through A with the one change made. */
    const prepare = async (value: string) => {
      const read = await consoleCall(portA, { method: 'GET', path: EDIT.path(TENANT) }, token);
      if (read.status !== 200) return { status: read.status, send: undefined };
      const body = EDIT.body(JSON.parse(read.text), value);
      return {
        status: read.status,
        send: () => consoleCall(portA, { method: 'PUT', path: EDIT.path(TENANT), body }, token),
      };
    };
    const viaRoute = async (value: string) => {
      const ready = await prepare(value);
      return ready.send ? ready.send() : { status: ready.status, text: '' };
    };
    const ok = (status: number) => status >= 200 && status < 300;
    const probe = await viaRoute('bench-probe@example.org');
    const path: Propagation['path'] = 'route';
    if (!ok(probe.status)) throw new Error(`the tenant edit route answered ${probe.status}: ${probe.text}`);

    const latencies: number[] = [];
    for (let i = 0; i < CHANGES_PER_RUN; i++) {
      const value = `bench-${Date.now()}-${i}@example.org`;
      const ready = path === 'route' ? await prepare(value) : undefined;
      const started = performance.now();
      if (ready) {
        const res = ready.send ? await ready.send() : { status: ready.status, text: '' };
        if (!ok(res.status)) throw new Error(`the tenant edit route answered ${res.status}: ${res.text}`);
      }
      latencies.push(await seenOnB(portB, value, started));
      // Apart, so each change is its own (a second change within a reload would hide in it).
      await new Promise((r) => setTimeout(r, 100));
    }
    return { latencies, path };
  } finally {
    await client.end();
  }
}

/** Polls B's configuration answer until it holds `value`; the milliseconds since `started`. */
async function seenOnB(portB: number, value: string, started: number): Promise<number> {
  const url = `http://127.0.0.1:${portB}/api/v1/${TENANT}/mandant/${TENANT}`;
  for (;;) {
    const res = await fetch(url);
    const body = await res.text();
    const elapsed = performance.now() - started;
    if (body.includes(value)) return elapsed;
    if (elapsed > GIVE_UP_MS) return GIVE_UP_MS;
    await new Promise((r) => setTimeout(r, 2));
  }
}

/** The median and the 95th percentile of a run's latencies. */
export function latencyFigures(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? 0 };
}
