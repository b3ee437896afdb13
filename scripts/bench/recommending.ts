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
export const AGB = 'Ich akzeptiere die Teilnahmebedingungen.';
export const DAY_MS = 86_400_000;

export interface BenchDatabase {
  url: string;
  serverVersion: string;
  drop(): Promise<void>;
}

/** How many bench databases this process has made: each caller gets its own. */
let databasesMade = 0;

/**
 * Creates a fresh database for this run; `drop()` removes it again. Each call gets a name of its
 * own: the webhooks section holds a connection to its database while the observability rows make
 * theirs, and a shared name dropped `with (force)` ended that connection under it.
 */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `kwk_bench_${process.pid}_${++databasesMade}`;
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

/** The `n`th person's recommendation: anna.n recommends to ben.n. */
const personBody = (product: number, n: number) =>
  createBody(product, `anna.${n}@example.org`, `ben.${n}@example.org`);

/** A recommendation for the create route: Anna Berg recommends `product` to `recipientEmail`. */
export const createBody = (product: number, referrerEmail: string, recipientEmail: string) =>
  JSON.stringify({
    Empfehlung: { Produkt: product, AnteilEmpfehler: 50, AgbText: AGB, AgbAkzeptiert: true, Aktionen: [] },
    Empfehler: { Vorname: 'Anna', Nachname: 'Berg', Email: referrerEmail, Teilnahmeberechtigt: true },
    Empfaenger: { Email: recipientEmail },
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
/** The next person's number (portal load and baseline draw from the same count). */
export const nextPerson = () => ++n;
let addresses = 0;
const nextAddress = () => {
  const k = addresses++;
  return `127.${1 + (Math.floor(k / (254 * 256)) % 254)}.${Math.floor(k / 254) % 256}.${1 + (k % 254)}`;
};

/**
 * One load client's connection: a keep-alive agent from a loopback address that `nextAddress`
 * gives, moving to a fresh one (and a fresh agent) after `perAddress` requests.
 */
export function rotatingClient(perAddress: number, nextAddress: () => string) {
  let agent: http.Agent | undefined;
  let address = '';
  let used = perAddress;
  return {
    /** The agent and address of the next request. */
    next() {
      if (used === perAddress) {
        agent?.destroy();
        agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        address = nextAddress();
        used = 0;
      }
      used += 1;
      return { agent: agent as http.Agent, address };
    },
    close: () => agent?.destroy(),
  };
}

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
  /** The median create's latency (the webhooks section compares it with and without endpoints). */
  p50Ms: number;
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
  /** Headers per client address (the fraud section's forwarded client address). */
  headersFor: (address: string) => Record<string, string> = () => ({}),
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
        const connection = rotatingClient(PER_ADDRESS, nextAddress);
        try {
          while (performance.now() < deadline) {
            const { agent, address } = connection.next();
            const t0 = performance.now();
            const answer = await post(
              agent,
              address,
              url,
              personBody(product, nextPerson()),
              headersFor(address),
            );
            latencies.push(performance.now() - t0);
            if (answer.status !== 202) {
              const failure = failures.get(answer.status) ?? { count: 0, first: answer.body.slice(0, 300) };
              failure.count += 1;
              failures.set(answer.status, failure);
            }
          }
        } finally {
          connection.close();
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
      p50Ms: latencies[Math.floor(latencies.length / 2)] ?? 0,
      p99Ms: percentile(latencies, 0.99),
      requests: latencies.length,
      clientCpu: (used.user + used.system) / 1e6 / elapsed,
    };
  };
  await run(2);
  return run(seconds);
}
