import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLIENTS, type CrashRecoveryResult, crashRecoveryLoad } from '../crash-recovery.ts';
import { NONE, repeated, row, shown, stopProcess } from '../measure.ts';
import { createBenchDatabase } from '../recommending.ts';
import { report, startPortal, table } from '../report.ts';

/**
 * 8. Requests failed, writes lost and the process alive while the database connections are cut:
 * each run a fresh portal on the same PostgreSQL database, under the load of crash-recovery.ts.
 */
export async function benchCrashRecovery() {
  const benchDb = await createBenchDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kwk-bench-crash-'));
  try {
    const rounds = await repeated(async () => {
      const portal = await startPortal(3206, dataDir, benchDb.url, 'error');
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
      console.log(
        `  (${r.requests} requests, ${r.acknowledged} acknowledged, ${r.unavailable} × 503, other failures: ${others.join(', ') || 'none'}; ${r.backendsTerminated} connections terminated; next request ${r.nextStatus || 'no answer'})`,
      );
      return { ...r, others, otherCount: [...r.otherFailures.values()].reduce((a, b) => a + b, 0) };
    });
    const of = (value: (r: (typeof rounds)[number]) => number) => rounds.map(value);
    const otherCounts = of((r) => r.otherCount);
    const othersSeen = [...new Set(rounds.flatMap((r) => r.others))];
    table('Crash recovery (issue 12)');
    report(
      row(
        `\`POST /api/v1/telko/Empfehlen/create\` on PostgreSQL ${benchDb.serverVersion}, ${CLIENTS} clients, while all the portal's connections are terminated ${rounds[0]!.terminations} times a second apart (${shown(of((r) => r.backendsTerminated))} connections): requests failed other than with 503 {code, message}`,
        `**${shown(otherCounts)}** of ${shown(of((r) => r.requests))} (${othersSeen.length ? othersSeen.join('; ') : 'none'}); 503 {code, message}: ${shown(of((r) => r.unavailable))}`,
        NONE,
        otherCounts,
      ),
    );
    const lost = of((r) => r.lostAcknowledged);
    report(
      row(
        `acknowledged (202) writes missing from the database afterwards (of ${shown(of((r) => r.acknowledged))} acknowledged)`,
        `**${shown(lost)}**`,
        NONE,
        lost,
      ),
    );
    const crashed = of((r) => (r.processAlive && r.nextStatus === 202 ? 0 : 1));
    report(
      row(
        'runs after which the process was gone or the next request not answered 202',
        `**${crashed.filter(Boolean).length} of ${rounds.length}** (alive: ${rounds.filter((r) => r.processAlive).length}; the next request: ${rounds.map((r) => r.nextStatus || 'no answer').join(', ')})`,
        NONE,
        crashed,
      ),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await benchDb.drop();
  }
}
