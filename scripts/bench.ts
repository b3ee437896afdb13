// `npm run bench`: performance figures measured on this machine, printed as ratios against
// baselines measured in the same run, and written into the README's performance section. Each
// figure is measured RUNS (≥ 3) times: the median is the figure, min–max its spread, and the
// status column says whether the median met its target.
// `npm run bench -- partner-events` (or any of SECTIONS) runs only those and leaves the README alone.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bareReactFloor } from './bench/bundle-floor.ts';
import { benchCrashRecovery } from './bench/crash-recovery.ts';
import {
  checkJobsDid,
  ERASURE_DAY,
  EXPIRY_DAY,
  fillReferrals,
  plainDailyRun,
  runJobsCommand,
  seedJobsDatabase,
} from './bench/lifecycle-jobs.ts';
import {
  atLeast,
  atMost,
  load,
  peakRssMb,
  QUICK,
  REPORTED,
  RUNS,
  repeated,
  row,
  shown,
  startProcess,
  stopProcess,
  TABLE_HEAD,
  type Target,
  within,
} from './bench/measure.ts';
import {
  EVENT_CLIENTS,
  partnerEventLoad,
  preparePartnerEvents,
  rawEventLoad,
  referralStatuses,
} from './bench/partner-events.ts';
import {
  AREA_CLIENTS,
  personalAreaLoad,
  preparePersonalArea,
  rawOverviewLoad,
  signInCpuMs,
} from './bench/personal-area.ts';
import { createBenchDatabase, createLoad, rawInsertLoad, SERVER_POOL_SIZE } from './bench/recommending.ts';
import { largestChunk, startPageJs } from './bench/start-page-js.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const lines: string[] = [];
const report = (line: string) => {
  console.log(line);
  lines.push(line);
};
const table = (title: string) => {
  report('');
  report(`### ${title}`);
  report('');
  for (const line of TABLE_HEAD) report(line);
};
/** A ratio figure: `a vs b per s = **median ratio (min–max)**`, its status from the median ratio. */
const ratioRow = (figure: string, portal: number[], baseline: number[], target: Target, unit = 'per s') => {
  const ratios = portal.map((p, i) => p / baseline[i]!);
  report(
    row(figure, `${shown(portal)} vs ${shown(baseline)} ${unit} = **${shown(ratios, 2)}**`, target, ratios),
  );
};
const portalEnv = (port: number, dataDir: string, databaseUrl?: string) => ({
  // Vite's build above set NODE_ENV=production in this process; the portal runs as in development
  // (demo tenants seeded, mails kept in the outbox).
  NODE_ENV: 'development',
  PORT: String(port),
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000000',
});
const startPortal = (port: number, dataDir: string, databaseUrl?: string) =>
  startProcess(
    [path.join(root, 'apps/server/dist/main.js')],
    portalEnv(port, dataDir, databaseUrl),
    `http://127.0.0.1:${port}/readyz`,
  );

const SECTIONS = [
  'foundation',
  'recommending',
  'partner-events',
  'lifecycle-jobs',
  'personal-area',
  'crash-recovery',
];
const chosen = process.argv.slice(2);
const unknownSections = chosen.filter((name) => !SECTIONS.includes(name));
if (unknownSections.length > 0)
  throw new Error(
    `unknown bench section ${unknownSections.join(', ')}; the sections: ${SECTIONS.join(', ')}`,
  );
const runs = (section: string) => chosen.length === 0 || chosen.includes(section);

// Other work on the machine (a test run, a browser) takes cores from the server and lowers every figure.
const [loadAverage] = loadavg();
if (loadAverage! > availableParallelism())
  console.warn(
    `warning: load average ${loadAverage!.toFixed(1)} on ${availableParallelism()} cores before the bench; figures will come out low`,
  );

console.log('building the web app …');
if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' }).status !== 0)
  throw new Error('build failed');

if (runs('foundation')) {
  // 1. Configuration call against a bare Fastify hello-world (and a bare Fastify sending the same
  // bytes), and 3. the server's peak resident memory with the embedded database: each run starts a
  // fresh portal on a fresh data directory (its start-up, migrations and seed included).
  const rounds = await repeated(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kwk-bench-'));
    const portal = await startPortal(3202, dataDir);
    try {
      const mandantUrl = 'http://127.0.0.1:3202/api/v1/fyrst/mandant/fyrst';
      const payloadFile = path.join(dataDir, 'mandant.json');
      writeFileSync(payloadFile, await (await fetch(mandantUrl)).text());
      const mandantLoad = await load(mandantUrl);
      if (mandantLoad.non2xx > 0) throw new Error(`${mandantLoad.non2xx} non-2xx answers during the load`);
      const rssMb = peakRssMb(portal.pid!);
      await stopProcess(portal);
      const hello = await startProcess(
        [path.join(root, 'scripts/bench/hello-server.ts')].flatMap((f) => ['--import', 'tsx', f]),
        { PORT: '3201', PAYLOAD_FILE: payloadFile },
        'http://127.0.0.1:3201/',
      );
      const helloLoad = await load('http://127.0.0.1:3201/');
      const samePayloadLoad = await load('http://127.0.0.1:3201/payload');
      await stopProcess(hello);
      return { mandantLoad, helloLoad, samePayloadLoad, rssMb, bytes: readFileSync(payloadFile).length };
    } finally {
      await stopProcess(portal);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
  const mandant = rounds.map((r) => r.mandantLoad.requestsPerSecond);
  table('Foundation (issue 2)');
  ratioRow(
    `\`GET /api/v1/fyrst/mandant/fyrst\` vs bare Fastify hello-world (50 connections; p99 ${shown(rounds.map((r) => r.mandantLoad.p99Ms))} ms)`,
    mandant,
    rounds.map((r) => r.helloLoad.requestsPerSecond),
    atLeast(0.6),
    'req/s',
  );
  ratioRow(
    `the same call vs bare Fastify sending the same ${(rounds[0]!.bytes / 1024).toFixed(1)} KB answer`,
    mandant,
    rounds.map((r) => r.samePayloadLoad.requestsPerSecond),
    REPORTED,
    'req/s',
  );

  // 2. JavaScript the start page loads before interaction, against a bare React + router floor:
  // byte counts of one build, the same in every run.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kwk-bench-'));
  const portal = await startPortal(3202, dataDir);
  try {
    const start = await startPageJs('http://fyrst.localhost:3202/', dist);
    const floor = await bareReactFloor(root);
    const startFiles = new Set(start.files.map((f) => path.basename(f)));
    const lazy = await largestChunk(dist, startFiles);
    const startKb = start.bytes / 1024;
    const factor = start.bytes / floor;
    report(
      row(
        'start page JS (gzip) vs bare React + react-dom + router (bytes of one build)',
        `${kb(start.bytes)} vs ${kb(floor)} = **${factor.toFixed(2)}×** (${start.files.length} files)`,
        { text: '≤ 130 KB and ≤ 1.6×', met: () => startKb <= 130 && factor <= 1.6 },
        [factor],
      ),
    );
    report(
      row('largest lazily loaded chunk (gzip)', `${kb(lazy.bytes)} (${lazy.file})`, atMost(50, ' KB'), [
        lazy.bytes / 1024,
      ]),
    );
  } finally {
    await stopProcess(portal);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const rss = rounds.map((r) => r.rssMb);
  report(
    row(
      'server peak resident memory (embedded PGlite, fresh data directory, start-up and the load above)',
      `**${shown(rss)} MB**`,
      atMost(300, ' MB'),
      rss,
    ),
  );
}

if (runs('recommending')) {
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
      `\`POST /api/v1/telko/Empfehlen/create\` on PostgreSQL ${benchDb.serverVersion} vs the statements it sends, straight with \`pg\` (begin; referrer upsert with the product, reward, consent and competing-referral checks; referral, opt-in token and mail in one statement; commit: 4 round trips, as the portal), pool of ${SERVER_POOL_SIZE} (50 clients)`,
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

if (runs('partner-events')) {
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
      `\`POST /api/partner/v1/{telko,fyrst}/events\` on PostgreSQL ${eventsDb.serverVersion}, a mix repeating every ten events: 7 \`order.placed\` on fresh referrals and 1 \`account.activity\` on a placed fyrst order (optimistic path: read, one compare-and-set write), 1 \`order.effective\` and 1 \`order.cancelled\` on placed orders (locked path: a transaction under the row lock writing credits, or status and a mail) — vs the same statements in the same round trips (2 per optimistic event, 8 per effective, 10 per cancelled) straight with \`pg\` on referrals prepared alike, pool of ${SERVER_POOL_SIZE} (${EVENT_CLIENTS} clients, ${EVENTS} events a run and as many baseline events)`,
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

if (runs('lifecycle-jobs')) {
  // 6. The daily jobs over 100,000 referrals, run by the operator command as in production, against
  // the statements that day's run sends, straight with `pg`, over the same rows refilled.
  const jobsDb = await createBenchDatabase();
  const ROWS = QUICK ? 10_000 : 100_000;
  try {
    await seedJobsDatabase(jobsDb.url);
    const client = new pg.Client({ connectionString: jobsDb.url });
    await client.connect();
    try {
      const rounds = await repeated(async () => {
        await fillReferrals(client, ROWS);
        const expire = await runJobsCommand(jobsDb.url, EXPIRY_DAY);
        const erase = await runJobsCommand(jobsDb.url, ERASURE_DAY);
        await checkJobsDid(client, ROWS);
        await fillReferrals(client, ROWS);
        const plainExpire = await plainDailyRun(client, EXPIRY_DAY);
        const plainErase = await plainDailyRun(client, ERASURE_DAY);
        await checkJobsDid(client, ROWS);
        const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
        console.log(
          `  day 61 ${s(expire.ms)} vs ${s(plainExpire)}; week 13 ${s(erase.ms)} vs ${s(plainErase)}`,
        );
        return { expire: expire.ms, erase: erase.ms, plainExpire, plainErase };
      });
      const jobRow = (figure: string, job: number[], plain: number[]) => {
        const ratios = job.map((ms, i) => plain[i]! / ms);
        const sec = (values: number[]) =>
          shown(
            values.map((ms) => ms / 1000),
            2,
          );
        report(row(figure, `${sec(job)} vs ${sec(plain)} s = **${shown(ratios, 2)}**`, atLeast(0.2), ratios));
      };
      table('Lifecycle jobs (issue 4)');
      jobRow(
        `\`npm run jobs:run -- --date ${EXPIRY_DAY}\` (day 61) over ${ROWS.toLocaleString('en')} referrals on PostgreSQL ${jobsDb.serverVersion}: the four daily jobs, the expiry moving every referral with one mail each in one statement — vs the same 26 statements (queue, tenants, one transaction per job) straight with \`pg\`; ratio = baseline time ÷ job time`,
        rounds.map((r) => r.expire),
        rounds.map((r) => r.plainExpire),
      );
      jobRow(
        `\`npm run jobs:run -- --date ${ERASURE_DAY}\` (week 13): the erasure of the referrals' recipient e-mails and ${ROWS.toLocaleString('en')} unconfirmed recipients — vs the same statements straight with \`pg\``,
        rounds.map((r) => r.erase),
        rounds.map((r) => r.plainErase),
      );
    } finally {
      await client.end();
    }
  } finally {
    await jobsDb.drop();
  }
}

if (runs('personal-area')) {
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
      `authenticated \`GET /api/v1/telko/empfehler/empfehlungen/\` for a referrer with ${fixture!.count} recommendations in all states, on PostgreSQL ${areaDb.serverVersion} (${AREA_CLIENTS} clients) vs its three statements (the session, then the list and the reward account side by side, as the portal) straight with \`pg\`, pool of ${SERVER_POOL_SIZE}`,
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

// 8. Requests failed, writes lost and the process alive while the database connections are cut.
if (runs('crash-recovery')) await benchCrashRecovery(root, report);

report('');
report(
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${spawnSync('nproc').stdout.toString().trim()} cores), server and load generator sharing them; each figure the median of ${RUNS} runs (min–max), the status computed from the median.`,
);

if (chosen.length > 0 || QUICK) {
  console.log(`\n${QUICK ? 'a quick run' : `only ${chosen.join(', ')} ran`}: README.md left as it is`);
} else {
  const readmePath = path.join(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const section = `<!-- bench:start -->\n${lines.join('\n')}\n<!-- bench:end -->`;
  const updated = readme.includes('<!-- bench:start -->')
    ? readme.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, section)
    : `${readme.trimEnd()}\n\n${section}\n`;
  writeFileSync(readmePath, updated);
  console.log('\nwritten to README.md (Performance)');
}
