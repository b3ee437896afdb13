import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startProcess, stopProcess } from './measure.ts';
import { createBenchDatabase, post, tenantWithProduct } from './recommending.ts';

/**
 * Crash recovery on PostgreSQL (issue 12): recommendations are created through the portal by
 * concurrent clients while an administrator terminates the portal's database connections, again
 * and again. Counted: answers that failed (503 is the wanted failure, anything else is not),
 * acknowledged writes missing from the database afterwards, and whether the process lived on
 * and served the next request.
 */

const CLIENTS = 20;
const TERMINATIONS = 5;
const INTERVAL_MS = 1000;
const AGB = 'Ich akzeptiere die Teilnahmebedingungen.';

export interface CrashRecoveryResult {
  requests: number;
  acknowledged: number;
  /** 503 {code, message}: the request met a lost connection and may be retried. */
  unavailable: number;
  /** Any other status, by status; 0 stands for a lost HTTP connection (the process gone). */
  otherFailures: Map<number, number>;
  terminations: number;
  backendsTerminated: number;
  lostAcknowledged: number;
  processAlive: boolean;
  nextStatus: number;
}

// The create route allows 20 requests a minute per client address: each client connects from
// its own loopback address and moves on after 20 (the range is this bench's own).
const PER_ADDRESS = 20;
let addresses = 0;
const nextAddress = () => {
  const k = addresses++;
  return `127.${201 + (Math.floor(k / (254 * 256)) % 50)}.${Math.floor(k / 254) % 256}.${1 + (k % 254)}`;
};
const createBody = (product: number, n: number) =>
  JSON.stringify({
    Empfehlung: { Produkt: product, AnteilEmpfehler: 50, AgbText: AGB, AgbAkzeptiert: true, Aktionen: [] },
    Empfehler: { Vorname: 'Anna', Nachname: 'Berg', Email: `crash.${n}@example.org` },
    Empfaenger: { Email: `crash.recipient.${n}@example.org` },
  });

/** Creates recommendations through `baseUrl` while terminating the backends of `databaseUrl`. */
export async function crashRecoveryLoad(
  baseUrl: string,
  databaseUrl: string,
  tenant: string,
  isAlive: () => boolean,
): Promise<CrashRecoveryResult> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { product } = await tenantWithProduct(admin, tenant);
    const url = new URL(`/api/v1/${tenant}/Empfehlen/create`, baseUrl);
    const acknowledged: number[] = [];
    const otherFailures = new Map<number, number>();
    let requests = 0;
    let unavailable = 0;
    let n = 0;
    let stop = false;

    const client = async () => {
      let agent: http.Agent | undefined;
      let address = '';
      let used = PER_ADDRESS;
      while (!stop) {
        if (used === PER_ADDRESS) {
          agent?.destroy();
          agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
          address = nextAddress();
          used = 0;
        }
        used += 1;
        n += 1;
        requests += 1;
        const answer = await post(agent!, address, url, createBody(product, n)).catch(() => undefined);
        if (answer?.status === 202)
          acknowledged.push((JSON.parse(answer.body) as { Empfehlungsnummer: number }).Empfehlungsnummer);
        else if (answer?.status === 503 && /"code"/.test(answer.body)) unavailable += 1;
        else {
          const status = answer?.status ?? 0;
          otherFailures.set(status, (otherFailures.get(status) ?? 0) + 1);
          if (!answer) break; // the portal is gone; asking again would only spin
        }
      }
      agent?.destroy();
    };

    const load = Array.from({ length: CLIENTS }, client);
    let backendsTerminated = 0;
    for (let i = 0; i < TERMINATIONS; i++) {
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      backendsTerminated += killed.rowCount ?? 0;
    }
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
    stop = true;
    await Promise.all(load);

    const processAlive = isAlive();
    const next = processAlive
      ? await post(new http.Agent(), nextAddress(), url, createBody(product, n + 1)).catch(() => undefined)
      : undefined;
    const stored = await admin.query<{ n: number }>(
      'select count(*)::int as n from referrals where empfehlungsnummer = any($1::bigint[])',
      [acknowledged],
    );
    return {
      requests,
      acknowledged: acknowledged.length,
      unavailable,
      otherFailures,
      terminations: TERMINATIONS,
      backendsTerminated,
      lostAcknowledged: acknowledged.length - stored.rows[0]!.n,
      processAlive,
      nextStatus: next?.status ?? 0,
    };
  } finally {
    await admin.end();
  }
}

/** The bench section: the built portal on a fresh PostgreSQL database, under the load above. */
export async function benchCrashRecovery(root: string, report: (line: string) => void) {
  const benchDb = await createBenchDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kwk-bench-crash-'));
  try {
    const portal = await startProcess(
      [path.join(root, 'apps/server/dist/main.js')],
      {
        NODE_ENV: 'development',
        PORT: '3206',
        DATA_DIR: dataDir,
        DATABASE_URL: benchDb.url,
        LOG_LEVEL: 'error',
        RATE_LIMIT_PER_MINUTE: '100000000',
      },
      'http://127.0.0.1:3206/readyz',
    );
    let r: CrashRecoveryResult;
    try {
      r = await crashRecoveryLoad(
        'http://127.0.0.1:3206',
        benchDb.url,
        'telko',
        () => portal.exitCode === null,
      );
    } finally {
      await stopProcess(portal);
    }
    const others = [...r.otherFailures].map(([status, count]) => `${count} × ${status || 'no answer'}`);
    report('');
    report('### Crash recovery (issue 12)');
    report('');
    report('| figure | measured | target |');
    report('|---|---|---|');
    report(
      `| \`POST /api/v1/telko/Empfehlen/create\` on PostgreSQL ${benchDb.serverVersion}, ${CLIENTS} clients, while all the portal's connections are terminated ${r.terminations} times a second apart (${r.backendsTerminated} connections): requests failed | ${r.unavailable} of ${r.requests} with 503 {code, message}; other failures: **${others.length ? others.join(', ') : 'none'}** | 503 only |`,
    );
    report(
      `| acknowledged (202) writes missing from the database afterwards | **${r.lostAcknowledged}** of ${r.acknowledged} | 0 |`,
    );
    report(
      `| process alive afterwards; the next request | **${r.processAlive ? 'alive' : 'crashed'}**; ${r.nextStatus || 'no answer'} | alive; 202 |`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await benchDb.drop();
  }
}
