import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AGENCY_AGENTS,
  AGENCY_CLIENTS,
  AGENCY_REFERRALS,
  agencyPageLoad,
  exportOrders,
  onePage,
  pageCursor,
  prepareAgency,
  rawPageLoad,
  resetPeakRss,
  restoreAgents,
  rssMb,
} from '../agency.ts';
import { atLeast, atMost, peakRssMb, REPORTED, repeated, row, shown, stopProcess } from '../measure.ts';
import { createBenchDatabase, SERVER_POOL_SIZE } from '../recommending.ts';
import { ratioRow, report, startPortal, table } from '../report.ts';

const PORT = 3207;
const BASE = `http://127.0.0.1:${PORT}`;

export async function benchAgency() {
  // 8. The agency area: an orders page over 100,000 referrals of 1,000 agents, and their export.
  const agencyDb = await createBenchDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kwk-bench-agency-'));
  try {
    let fixture: Awaited<ReturnType<typeof prepareAgency>> | undefined;
    const pages = await repeated(async () => {
      const portal = await startPortal(PORT, dataDir, agencyDb.url);
      let page: Awaited<ReturnType<typeof agencyPageLoad>>;
      let cursor: string;
      try {
        if (fixture) await restoreAgents(agencyDb.url, fixture);
        fixture ??= await prepareAgency(agencyDb.url, 'partner');
        cursor = await pageCursor(BASE, 'partner', fixture);
        page = await agencyPageLoad(BASE, 'partner', fixture, cursor);
      } finally {
        await stopProcess(portal);
      }
      return { page, raw: await rawPageLoad(agencyDb.url, fixture, cursor) };
    });
    // Each export on a fresh portal: its peak memory (VmHWM) is then the export's, over its idle.
    const exports = await repeated(async () => {
      const figures: Record<'csv' | 'xlsx', { seconds: number; growthMb: number; mb: number }> = {
        csv: { seconds: 0, growthMb: 0, mb: 0 },
        xlsx: { seconds: 0, growthMb: 0, mb: 0 },
      };
      for (const format of ['csv', 'xlsx'] as const) {
        const portal = await startPortal(PORT, dataDir, agencyDb.url);
        try {
          await restoreAgents(agencyDb.url, fixture!);
          // Warm: one page loads the code, as on a portal in use; then the peak starts again from now.
          await onePage(BASE, 'partner', fixture!);
          await new Promise((r) => setTimeout(r, 500));
          const idle = rssMb(portal.pid!);
          resetPeakRss(portal.pid!);
          const done = await exportOrders(BASE, 'partner', fixture!, format);
          figures[format] = {
            seconds: done.seconds,
            growthMb: Math.max(0, peakRssMb(portal.pid!) - idle),
            mb: done.bytes / 1024 / 1024,
          };
        } finally {
          await stopProcess(portal);
        }
      }
      return figures;
    });
    table('Agency area (issue 13)');
    ratioRow(
      `\`PUT /api/v1/partner/agentur/auftraege/seite\` (50 rows, page 3 by the cursor page 2 answered, sorted by order date, filtered by release and agent name) over ${AGENCY_REFERRALS.toLocaleString('en')} orders of ${AGENCY_AGENTS.toLocaleString('en')} agents of one agency, on PostgreSQL ${agencyDb.serverVersion} (${AGENCY_CLIENTS} clients) vs its statements (the session, the page, its total once per 15 s) straight with \`pg\`, pool of ${SERVER_POOL_SIZE}`,
      pages.map((r) => r.page.perSecond),
      pages.map((r) => r.raw.perSecond),
      atLeast(0.5),
    );
    report(
      row(
        `orders page p99 latency (the statements alone: p99 ${shown(pages.map((r) => r.raw.p99Ms))} ms)`,
        `**${shown(pages.map((r) => r.page.p99Ms))} ms**`,
        // Issue 32: at 100,000 orders of one agency.
        atMost(250, ' ms'),
        pages.map((r) => r.page.p99Ms),
      ),
    );
    for (const format of ['csv', 'xlsx'] as const) {
      const seconds = exports.map((e) => e[format].seconds);
      const growth = exports.map((e) => e[format].growthMb);
      report(
        row(
          `export of all ${AGENCY_REFERRALS.toLocaleString('en')} orders as ${format.toUpperCase()} (${exports[0]![format].mb.toFixed(1)} MB, streamed, its order read once as keys, the rows by key 500 at a time)`,
          `**${shown(seconds, 1)} s**`,
          REPORTED,
          seconds,
        ),
      );
      report(
        row(
          `portal's peak memory growth over idle during the ${format.toUpperCase()} export (VmHWM − VmRSS at rest)`,
          `**${shown(growth)} MB**`,
          atMost(64, ' MB'),
          growth,
        ),
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await agencyDb.drop();
  }
}
