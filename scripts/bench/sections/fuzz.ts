import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fuzzRun } from '../fuzz.ts';
import { NONE, QUICK, repeated, row, shown, stopProcess } from '../measure.ts';
import { createBenchDatabase } from '../recommending.ts';
import { report, startPortal, table } from '../report.ts';

/** Fixed seeds (one a run), so a failure found once is found again. */
const SEED = 20_261_122;
/** Requests per documented route and run: a few thousand a run in all. */
const RUNS_PER_ROUTE = QUICK ? 5 : 50;

/** 9. The fuzz run: every documented route fed fitting and hostile requests, on PostgreSQL. */
export async function benchFuzz() {
  const benchDb = await createBenchDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kwk-bench-fuzz-'));
  try {
    const rounds = await repeated(async (run) => {
      const portal = await startPortal(3207, dataDir, benchDb.url, 'error');
      try {
        const r = await fuzzRun('http://127.0.0.1:3207', benchDb.url, {
          seed: SEED + run,
          runsPerRoute: RUNS_PER_ROUTE,
          run,
        });
        if (portal.exitCode !== null)
          throw new Error(`the portal exited with ${portal.exitCode} during the fuzz run`);
        console.log(
          `  (seed ${SEED + run}: ${r.requests} requests over ${r.routes} routes; 5xx ${r.serverErrors}, no answer ${r.unanswered}, 4xx without {code, message} ${r.bare4xx})`,
        );
        for (const example of r.examples) console.log(`    ${example}`);
        return r;
      } finally {
        await stopProcess(portal);
      }
    });
    const of = (value: (r: (typeof rounds)[number]) => number) => rounds.map(value);
    const failed = of((r) => r.serverErrors + r.unanswered);
    const bare = of((r) => r.bare4xx);
    table('Fuzz run (issue 12)');
    report(
      row(
        `requests from the route fuzzer (scripts/lib/route-fuzz.ts) over the portal's OpenAPI document, ${RUNS_PER_ROUTE} for each of its ${rounds[0]!.routes} routes (fitting and hostile values in path, query and body, with and without credentials), over HTTP on PostgreSQL ${benchDb.serverVersion}, seeds ${SEED}–${SEED + rounds.length - 1}: answered 5xx or not at all`,
        `**${shown(failed)}** of ${shown(of((r) => r.requests))}`,
        NONE,
        failed,
      ),
    );
    report(row('the same requests: 4xx answers without {code, message}', `**${shown(bare)}**`, NONE, bare));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await benchDb.drop();
  }
}
