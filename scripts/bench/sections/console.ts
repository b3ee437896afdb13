import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHANGES_PER_RUN, latencyFigures, measurePropagation, REDIS_URL } from '../config-propagation.ts';
import {
  portalSearchLoad,
  portalSecret,
  prepareSearch,
  probeSearch,
  rawSearchLoad,
  SEARCH,
  SEARCH_CLIENTS,
  SEARCH_REFERRALS,
  type SearchFixture,
  type SearchResult,
} from '../console-search.ts';
import { atLeast, atMost, REPORTED, repeated, row, shown, stopProcess } from '../measure.ts';
import { createBenchDatabase, SERVER_POOL_SIZE } from '../recommending.ts';
import { ratioRow, report, startPortal, table } from '../report.ts';

const SEARCH_PORT = 3208;
const PORT_A = 3209;
const PORT_B = 3210;

export async function benchConsole() {
  // 9. The operator console: the referral search by e-mail over a million referrals, and a tenant's
  // configuration change seen by a second instance.
  const consoleDb = await createBenchDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kwk-bench-console-'));
  try {
    let fixture: SearchFixture | undefined;
    let secret: string | undefined;
    let routeMissing = false;
    const searches = await repeated(async () => {
      const portal = await startPortal(SEARCH_PORT, dataDir, consoleDb.url);
      let through: SearchResult | null = null;
      try {
        secret ??= portalSecret(dataDir);
        fixture ??= await prepareSearch(consoleDb.url, secret);
        if ((await probeSearch(SEARCH_PORT, fixture)) === 'ok')
          through = await portalSearchLoad(SEARCH_PORT, fixture);
        else routeMissing = true;
      } finally {
        await stopProcess(portal);
      }
      return { through, raw: await rawSearchLoad(consoleDb.url, fixture, secret) };
    });

    // Two instances on the same database and one Redis, started one after the other (each migrates).
    const propagations = await repeated(async () => {
      const a = await startPortal(PORT_A, dataDir, consoleDb.url, 'warn', { REDIS_URL });
      try {
        const b = await startPortal(PORT_B, dataDir, consoleDb.url, 'warn', { REDIS_URL });
        try {
          return await measurePropagation(consoleDb.url, PORT_A, PORT_B);
        } finally {
          await stopProcess(b);
        }
      } finally {
        await stopProcess(a);
      }
    });

    table('Operator console (issue 14)');
    const searchCall = SEARCH.request('someone@example.org');
    const raw = searches.map((s) => s.raw.perSecond);
    const figure = `console referral search by e-mail (\`${searchCall.method} ${searchCall.path.split('?')[0]}\`, a different address each call, its keyed hash looked up by index) over ${SEARCH_REFERRALS.toLocaleString('en')} referrals, on PostgreSQL ${consoleDb.serverVersion} (${SEARCH_CLIENTS} clients) vs its four statements (the session, its idle limit, the search, the hits' reward credits) straight with \`pg\`, pool of ${SERVER_POOL_SIZE}`;
    if (routeMissing || searches.some((s) => !s.through)) {
      console.warn(
        `warning: ${searchCall.method} ${searchCall.path} answered 404: see SEARCH in scripts/bench/console-search.ts`,
      );
      report(
        `| ${figure} | not measured: the route answers 404 (SEARCH in scripts/bench/console-search.ts); \`pg\` alone ${shown(raw)} per s | ≥ 0.5 | **not measured** |`,
      );
    } else {
      ratioRow(
        figure,
        searches.map((s) => s.through!.perSecond),
        raw,
        atLeast(0.5),
      );
      report(
        row(
          `search p99 latency (the statements alone: p99 ${shown(searches.map((s) => s.raw.p99Ms))} ms)`,
          `**${shown(searches.map((s) => s.through!.p99Ms))} ms**`,
          REPORTED,
          [],
        ),
      );
    }
    const how = 'saved through instance A’s console route `PUT /api/betrieb/v1/mandanten/telko`';
    const figures = propagations.map((p) => latencyFigures(p.latencies));
    report(
      row(
        `a tenant’s configuration change (${how}) until instance B’s \`GET /api/v1/telko/mandant/telko\` shows it, two instances on one PostgreSQL and Redis, ${CHANGES_PER_RUN} changes per run: p95`,
        `**${shown(figures.map((f) => f.p95))} ms**`,
        atMost(1000, ' ms'),
        figures.map((f) => f.p95),
      ),
    );
    report(
      row(
        'the same: median (slowest change of all runs)',
        `**${shown(figures.map((f) => f.median))} ms** (${Math.round(Math.max(...figures.map((f) => f.max)))} ms)`,
        REPORTED,
        [],
      ),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await consoleDb.drop();
  }
}
