import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { atLeast, REPORTED, repeated, row, shown, stopProcess, within } from '../measure.ts';
import {
  AREA_CLIENTS,
  personalAreaLoad,
  preparePersonalArea,
  rawOverviewLoad,
  signInCpuMs,
} from '../personal-area.ts';
import { createBenchDatabase, SERVER_POOL_SIZE } from '../recommending.ts';
import { ratioRow, report, startPortal, table } from '../report.ts';

export async function benchPersonalArea() {
  // 7. The personal area's list for a referrer with 200 recommendations, and the cost of one sign-in.
  const areaDb = await createBenchDatabase();
  const areaDataDir = mkdtempSync(path.join(tmpdir(), 'kwk-bench-area-'));
  try {
    let fixture: Awaited<ReturnType<typeof preparePersonalArea>> | undefined;
    const rounds = await repeated(async () => {
      const areaPortal = await startPortal(3205, areaDataDir, areaDb.url);
      let listed: Awaited<ReturnType<typeof personalAreaLoad>>;
      try {
        fixture ??= await preparePersonalArea(areaDb.url, 'telko', 200);
        listed = await personalAreaLoad('http://127.0.0.1:3205', 'telko', fixture);
      } finally {
        await stopProcess(areaPortal);
      }
      const raw = await rawOverviewLoad(areaDb.url, fixture);
      return { listed, raw };
    });
    // After the list: setting the password ends the referrer's sessions, the list's included.
    const areaPortal = await startPortal(3205, areaDataDir, areaDb.url);
    let passwords: Awaited<ReturnType<typeof signInCpuMs>>[];
    try {
      passwords = await repeated(() =>
        signInCpuMs('http://127.0.0.1:3205', 'telko', areaDb.url, areaPortal.pid!),
      );
    } finally {
      await stopProcess(areaPortal);
    }
    table('Personal area and sign-in (issue 5)');
    ratioRow(
      `authenticated \`GET /api/v1/telko/empfehler/empfehlungen/\` for a referrer with ${fixture!.count} recommendations in all states, on PostgreSQL ${areaDb.serverVersion} (${AREA_CLIENTS} clients) vs its three statements (the session with its referrer, then the list with each reward's ready day and the reward account with the tax year's paid sum side by side, as the portal) straight with \`pg\`, pool of ${SERVER_POOL_SIZE}`,
      rounds.map((r) => r.listed.perSecond),
      rounds.map((r) => r.raw.perSecond),
      atLeast(0.3),
    );
    report(
      row(
        `list p99 latency (the statements alone: p99 ${shown(rounds.map((r) => r.raw.p99Ms))} ms)`,
        `**${shown(rounds.map((r) => r.listed.p99Ms))} ms**`,
        REPORTED,
        [],
      ),
    );
    const cpu = passwords.map((p) => p.cpuMs);
    report(
      row(
        `server CPU time of one sign-in (\`POST /account/login\`, almost all of it the password check), ${passwords[0]!.options}`,
        `**${shown(cpu)} ms**`,
        within(50, 150, ' ms'),
        cpu,
      ),
    );
  } finally {
    rmSync(areaDataDir, { recursive: true, force: true });
    await areaDb.drop();
  }
}
