import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { atLeast, REPORTED, repeated, row, shown, stopProcess } from '../measure.ts';
import { createBenchDatabase, createLoad, SERVER_POOL_SIZE } from '../recommending.ts';
import { rawInsertLoad } from '../recommending-baseline.ts';
import { ratioRow, report, startPortal, table } from '../report.ts';

export async function benchRecommending() {
  // 4. Creating recommendations on PostgreSQL, against the same statements sent straight with `pg`.
  const benchDb = await createBenchDatabase();
  const pgDataDir = mkdtempSync(path.join(tmpdir(), 'kwk-bench-pg-'));
  try {
    const rounds = await repeated(async () => {
      const pgPortal = await startPortal(3203, pgDataDir, benchDb.url);
      let product: number;
      let creates: Awaited<ReturnType<typeof createLoad>>;
      try {
        const offered = (await (await fetch('http://127.0.0.1:3203/api/v1/telko/produkt')).json()) as {
          Id: number;
        }[];
        if (!offered[0]) throw new Error('telko offers no product');
        product = offered[0].Id;
        // The global limit is out of the way; the create route's own 20 a minute per IP stays, and
        // the load connects from a fresh loopback address every 20 requests (see bench/recommending.ts).
        creates = await createLoad('http://127.0.0.1:3203', 'telko', product);
      } finally {
        await stopProcess(pgPortal);
      }
      // The baseline runs after the portal stopped, so the two never share the cores.
      const raw = await rawInsertLoad(benchDb.url, 'telko', product);
      console.log(
        `  (${creates.requests} creates, all 202, load generator at ${(creates.clientCpu * 100).toFixed(0)}% of a core; ${raw.ops} raw transactions)`,
      );
      return { creates, raw };
    });
    table('Recommending (issue 3)');
    ratioRow(
      `\`POST /api/v1/telko/Empfehlen/create\` on PostgreSQL ${benchDb.serverVersion} vs the statements it sends, straight with \`pg\` (begin; referrer upsert with the eligibility confirmation and the product, reward, consent and competing-referral checks; the exclusion list's domain look-up; referral, opt-in token and mail in one statement; the fraud checks' origin with the velocity counts in one statement; commit: 6 round trips, as the portal), pool of ${SERVER_POOL_SIZE} (50 clients)`,
      rounds.map((r) => r.creates.requestsPerSecond),
      rounds.map((r) => r.raw.opsPerSecond),
      atLeast(0.3),
      'req/s',
    );
    report(
      row(
        `create p99 latency at 50 clients (baseline: p99 ${shown(rounds.map((r) => r.raw.p99Ms))} ms)`,
        `**${shown(rounds.map((r) => r.creates.p99Ms))} ms**`,
        REPORTED,
        [],
      ),
    );
  } finally {
    rmSync(pgDataDir, { recursive: true, force: true });
    await benchDb.drop();
  }
}
