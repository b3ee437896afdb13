import http from 'node:http';
import pg from 'pg';
import { createBody, post, rotatingClient, tenantWithProduct } from './recommending.ts';

/**
 * Crash recovery on PostgreSQL (issue 12): recommendations are created through the portal by
 * concurrent clients while an administrator terminates the portal's database connections, again
 * and again. Counted: answers that failed (503 is the wanted failure, anything else is not),
 * acknowledged writes missing from the database afterwards, and whether the process lived on
 * and served the next request.
 */

export const CLIENTS = 20;
export const TERMINATIONS = 5;
const INTERVAL_MS = 1000;

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
// Numbers the recommendations' e-mail addresses across runs on the same database: a repeated
// address would be refused (409) as a competing recommendation, not as a crash's failure.
let created = 0;
const nextAddress = () => {
  const k = addresses++;
  return `127.${201 + (Math.floor(k / (254 * 256)) % 50)}.${Math.floor(k / 254) % 256}.${1 + (k % 254)}`;
};
/** The `n`th recommendation of the run. */
const crashBody = (product: number, n: number) =>
  createBody(product, `crash.${n}@example.org`, `crash.recipient.${n}@example.org`);

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
    let stop = false;

    const client = async () => {
      const connection = rotatingClient(PER_ADDRESS, nextAddress);
      while (!stop) {
        const { agent, address } = connection.next();
        const n = ++created;
        requests += 1;
        const answer = await post(agent, address, url, crashBody(product, n)).catch(() => undefined);
        if (answer?.status === 202)
          acknowledged.push((JSON.parse(answer.body) as { Empfehlungsnummer: number }).Empfehlungsnummer);
        else if (answer?.status === 503 && /"code"/.test(answer.body)) unavailable += 1;
        else {
          const status = answer?.status ?? 0;
          otherFailures.set(status, (otherFailures.get(status) ?? 0) + 1);
          if (!answer) break; // the portal is gone; asking again would only spin
        }
      }
      connection.close();
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
      ? await post(new http.Agent(), nextAddress(), url, crashBody(product, ++created)).catch(() => undefined)
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
