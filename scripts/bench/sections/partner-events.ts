import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { atLeast, QUICK, REPORTED, repeated, row, shown, stopProcess } from '../measure.ts';
import {
  EVENT_CLIENTS,
  partnerEventLoad,
  preparePartnerEvents,
  referralStatuses,
} from '../partner-events.ts';
import { rawEventLoad } from '../partner-events-baseline.ts';
import { createBenchDatabase, SERVER_POOL_SIZE } from '../recommending.ts';
import { ratioRow, report, startPortal, table } from '../report.ts';

export async function benchPartnerEvents() {
  // 5. Partner events in on PostgreSQL, a realistic mix, against the statements the portal sends for it.
  const eventsDb = await createBenchDatabase();
  const eventsDataDir = mkdtempSync(path.join(tmpdir(), 'kwk-bench-events-'));
  const WARM_UP = QUICK ? 100 : 1_000;
  const EVENTS = QUICK ? 1_000 : 10_000;
  try {
    const rounds = await repeated(async (round) => {
      const eventsPortal = await startPortal(3204, eventsDataDir, eventsDb.url);
      let fixture: Awaited<ReturnType<typeof preparePartnerEvents>>;
      let rawFixture: Awaited<ReturnType<typeof preparePartnerEvents>>;
      let ingested: Awaited<ReturnType<typeof partnerEventLoad>>;
      try {
        // Each run on referrals of its own, the baseline's apart from the portal's.
        fixture = await preparePartnerEvents(eventsDb.url, WARM_UP + EVENTS, 20_000_000 + round * 100_000);
        rawFixture = await preparePartnerEvents(eventsDb.url, WARM_UP + EVENTS, 40_000_000 + round * 100_000);
        ingested = await partnerEventLoad('http://127.0.0.1:3204', fixture, WARM_UP);
      } finally {
        await stopProcess(eventsPortal);
      }
      // As above, the baseline runs after the portal stopped.
      const raw = await rawEventLoad(eventsDb.url, rawFixture, WARM_UP, SERVER_POOL_SIZE);
      console.log(
        `  (${WARM_UP + ingested.count} events, all 200 and applied; the portal's referrals now: ${await referralStatuses(eventsDb.url, fixture)}; the baseline's: ${await referralStatuses(eventsDb.url, rawFixture)})`,
      );
      return { ingested, raw };
    });
    const of = (side: 'ingested' | 'raw', path: 'optimistic' | 'locked', value: 'p99Ms' | 'perSecond') =>
      rounds.map((r) => r[side].paths[path][value]);
    const mix = rounds.map((r) => r.ingested.perSecond);
    table('Partner events in (issue 4)');
    ratioRow(
      `\`POST /api/partner/v1/{telko,fyrst}/events\` on PostgreSQL ${eventsDb.serverVersion}, a mix repeating every ten events: 7 \`order.placed\` on fresh referrals and 1 \`account.activity\` on a placed fyrst order (optimistic path: read, one compare-and-set write), 1 \`order.effective\` and 1 \`order.cancelled\` on placed orders (locked path: a transaction under the row lock writing credits, or status, its decision record and a mail) — vs the same statements in the same round trips (2 per optimistic event, 8 per effective, 11 per cancelled) straight with \`pg\` on referrals prepared alike, pool of ${SERVER_POOL_SIZE} (${EVENT_CLIENTS} clients, ${EVENTS} events a run and as many baseline events)`,
      mix,
      rounds.map((r) => r.raw.perSecond),
      atLeast(0.25),
    );
    report(
      row(
        `the mix's p99 latency at ${EVENT_CLIENTS} clients (baseline: p99 ${shown(rounds.map((r) => r.raw.p99Ms))} ms)`,
        `**${shown(rounds.map((r) => r.ingested.p99Ms))} ms**`,
        REPORTED,
        [],
      ),
    );
    for (const path of ['optimistic', 'locked'] as const)
      report(
        row(
          `${path} path within the mix (${rounds[0]!.ingested.paths[path].count} events a run): events per s and p99 (baseline: ${shown(of('raw', path, 'perSecond'))} per s, p99 ${shown(of('raw', path, 'p99Ms'))} ms)`,
          `${shown(of('ingested', path, 'perSecond'))} per s, p99 **${shown(of('ingested', path, 'p99Ms'))} ms**`,
          REPORTED,
          [],
        ),
      );
  } finally {
    rmSync(eventsDataDir, { recursive: true, force: true });
    await eventsDb.drop();
  }
}
