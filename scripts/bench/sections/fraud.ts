import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { atLeast, repeated, stopProcess } from '../measure.ts';
import { createBenchDatabase, createLoad } from '../recommending.ts';
import { ratioRow, startPortal, table } from '../report.ts';

/**
 * A public client address for each loopback address of the load (127.a.b.c → 11+a.b.c.9), sent as
 * X-Forwarded-For to a portal that trusts loopback: every create then runs the network checks as
 * behind a real proxy (a private or loopback address has no network, and would skip them).
 */
const forwardedFor = (address: string) => {
  const [, a, b, c] = address.split('.').map(Number);
  return { 'x-forwarded-for': `${11 + (a ?? 0)}.${b}.${c}.9` };
};

/** One portal on a fresh database, fraud checks on or off, under the create load; its req/s. */
async function createsPerSecond(checks: 'on' | 'off', port: number): Promise<number> {
  const db = await createBenchDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kwk-bench-fraud-'));
  try {
    const portal = await startPortal(port, dataDir, db.url, 'warn', {
      FRAUD_CHECKS: checks,
      TRUST_PROXY: 'loopback',
    });
    try {
      const offered = (await (await fetch(`http://127.0.0.1:${port}/api/v1/telko/produkt`)).json()) as {
        Id: number;
      }[];
      if (!offered[0]) throw new Error('telko offers no product');
      const load = await createLoad(
        `http://127.0.0.1:${port}`,
        'telko',
        offered[0].Id,
        undefined,
        50,
        forwardedFor,
      );
      console.log(`  (fraud checks ${checks}: ${load.requests} creates, all 202)`);
      return load.requestsPerSecond;
    } finally {
      await stopProcess(portal);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await db.drop();
  }
}

export async function benchFraud() {
  // Fraud checks' cost on create (issue 15): the same create load with the checks and without.
  const rounds = await repeated(async (index) => {
    // Alternating which goes first, so neither always meets a warmer machine.
    if (index % 2 === 0) {
      const off = await createsPerSecond('off', 3284);
      return { on: await createsPerSecond('on', 3284), off };
    }
    const on = await createsPerSecond('on', 3284);
    return { on, off: await createsPerSecond('off', 3284) };
  });
  table('Fraud checks (issue 15)');
  ratioRow(
    '`POST /api/v1/telko/Empfehlen/create` with the fraud checks (e-mail key, disposable domain, origin with velocity per referrer and /24 in one statement) vs without (`FRAUD_CHECKS=off`), PostgreSQL, 50 clients, each on a fresh database',
    rounds.map((r) => r.on),
    rounds.map((r) => r.off),
    atLeast(0.8),
    'req/s',
  );
}
