// `npm run bench`: performance figures measured in one run on this machine, printed as ratios
// against baselines measured in the same run, and written into the README's performance section.
// `npm run bench -- partner-events` (or any of SECTIONS) runs only those and leaves the README alone.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { bareReactFloor } from './bench/bundle-floor.ts';
import { benchCrashRecovery } from './bench/crash-recovery.ts';
import { benchLifecycleJobs } from './bench/lifecycle-jobs.ts';
import { load, peakRssMb, startProcess, stopProcess } from './bench/measure.ts';
import {
  EVENT_CLIENTS,
  partnerEventLoad,
  preparePartnerEvents,
  rawEventInsertLoad,
  referralStatuses,
} from './bench/partner-events.ts';
import {
  AREA_CLIENTS,
  passwordCheckCpuMs,
  personalAreaLoad,
  preparePersonalArea,
  rawOverviewLoad,
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
  // 1. Configuration call against a bare Fastify hello-world (and a bare Fastify sending the same bytes).
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kwk-bench-'));
  const portal = await startProcess(
    [path.join(root, 'apps/server/dist/main.js')],
    { PORT: '3202', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000' },
    'http://127.0.0.1:3202/readyz',
  );
  try {
    const mandantUrl = 'http://127.0.0.1:3202/api/v1/fyrst/mandant/fyrst';
    const payloadFile = path.join(dataDir, 'mandant.json');
    writeFileSync(payloadFile, await (await fetch(mandantUrl)).text());
    const mandantLoad = await load(mandantUrl);
    if (mandantLoad.non2xx > 0) throw new Error(`${mandantLoad.non2xx} non-2xx answers during the load`);

    const hello = await startProcess(
      [path.join(root, 'scripts/bench/hello-server.ts')].flatMap((f) => ['--import', 'tsx', f]),
      { PORT: '3201', PAYLOAD_FILE: payloadFile },
      'http://127.0.0.1:3201/',
    );
    const helloLoad = await load('http://127.0.0.1:3201/');
    const samePayloadLoad = await load('http://127.0.0.1:3201/payload');
    await stopProcess(hello);

    const ratio = mandantLoad.requestsPerSecond / helloLoad.requestsPerSecond;
    const bytes = readFileSync(payloadFile).length;
    report('### Foundation (issue 2)');
    report('');
    report('| figure | measured | target |');
    report('|---|---|---|');
    report(
      `| \`GET /api/v1/fyrst/mandant/fyrst\` vs bare Fastify hello-world (50 connections) | ${mandantLoad.requestsPerSecond.toFixed(0)} vs ${helloLoad.requestsPerSecond.toFixed(0)} req/s = **${ratio.toFixed(2)}** (p99 ${mandantLoad.p99Ms} ms) | ≥ 0.6 |`,
    );
    report(
      `| the same call vs bare Fastify sending the same ${(bytes / 1024).toFixed(1)} KB answer | ${mandantLoad.requestsPerSecond.toFixed(0)} vs ${samePayloadLoad.requestsPerSecond.toFixed(0)} req/s = **${(mandantLoad.requestsPerSecond / samePayloadLoad.requestsPerSecond).toFixed(2)}** | (reference) |`,
    );

    // 2. JavaScript the start page loads before interaction, against a bare React + router floor.
    const start = await startPageJs('http://fyrst.localhost:3202/', dist);
    const floor = await bareReactFloor(root);
    const startFiles = new Set(start.files.map((f) => path.basename(f)));
    const lazy = await largestChunk(dist, startFiles);
    report(
      `| start page JS (gzip) vs bare React + react-dom + router | ${kb(start.bytes)} vs ${kb(floor)} = **${(start.bytes / floor).toFixed(2)}×** (${start.files.length} files) | ≤ 130 KB and ≤ 1.6× |`,
    );
    report(`| largest lazily loaded chunk (gzip) | ${kb(lazy.bytes)} (${lazy.file}) | ≤ 50 KB |`);

    // 3. Peak resident memory of the server with the embedded database, after the load above.
    report(
      `| server peak resident memory (embedded PGlite, after the load) | **${peakRssMb(portal.pid!).toFixed(0)} MB** | ≤ 300 MB |`,
    );
  } finally {
    await stopProcess(portal);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (runs('recommending')) {
  // 4. Creating recommendations on PostgreSQL, against the same inserts sent straight with `pg`.
  const benchDb = await createBenchDatabase();
  const pgDataDir = mkdtempSync(path.join(tmpdir(), 'kwk-bench-pg-'));
  try {
    const pgPortal = await startProcess(
      [path.join(root, 'apps/server/dist/main.js')],
      {
        // Vite's build above set NODE_ENV=production in this process; the portal runs as in development
        // (demo tenants seeded, mails kept in the outbox), like the PGlite one.
        NODE_ENV: 'development',
        PORT: '3203',
        DATA_DIR: pgDataDir,
        DATABASE_URL: benchDb.url,
        LOG_LEVEL: 'warn',
        // The global limit out of the way; the create route's own 20 a minute per IP stays, and the
        // load connects from a fresh loopback address every 20 requests (see bench/recommending.ts).
        RATE_LIMIT_PER_MINUTE: '100000000',
      },
      'http://127.0.0.1:3203/readyz',
    );
    let product: number;
    let creates: Awaited<ReturnType<typeof createLoad>>;
    try {
      const offered = (await (await fetch('http://127.0.0.1:3203/api/v1/telko/produkt')).json()) as {
        Id: number;
      }[];
      if (!offered[0]) throw new Error('telko offers no product');
      product = offered[0].Id;
      creates = await createLoad('http://127.0.0.1:3203', 'telko', product);
    } finally {
      await stopProcess(pgPortal);
    }
    // The baseline runs after the portal stopped, so the two never share the cores.
    const raw = await rawInsertLoad(benchDb.url, 'telko', product);
    report('');
    report('### Recommending (issue 3)');
    report('');
    report('| figure | measured | target |');
    report('|---|---|---|');
    report(
      `| \`POST /api/v1/telko/Empfehlen/create\` on PostgreSQL ${benchDb.serverVersion} vs the same inserts (referrer, referral, token, outbox mail; one transaction) sent straight with \`pg\`, pool of ${SERVER_POOL_SIZE} (50 clients) | ${creates.requestsPerSecond.toFixed(0)} vs ${raw.opsPerSecond.toFixed(0)} req/s = **${(creates.requestsPerSecond / raw.opsPerSecond).toFixed(2)}** | ≥ 0.3 |`,
    );
    report(
      `| create p99 latency at 50 clients (raw inserts: p99 ${raw.p99Ms} ms) | **${creates.p99Ms} ms** | (reported) |`,
    );
    console.log(
      `  (${creates.requests} creates, all 202, load generator at ${(creates.clientCpu * 100).toFixed(0)}% of a core; ${raw.ops} raw transactions)`,
    );
  } finally {
    rmSync(pgDataDir, { recursive: true, force: true });
    await benchDb.drop();
  }
}

if (runs('partner-events')) {
  // 5. Partner events in on PostgreSQL, against plain inserts of the same rows sent straight with `pg`.
  const eventsDb = await createBenchDatabase();
  const eventsDataDir = mkdtempSync(path.join(tmpdir(), 'kwk-bench-events-'));
  const WARM_UP = 1_000;
  const EVENTS = 10_000;
  try {
    const eventsPortal = await startProcess(
      [path.join(root, 'apps/server/dist/main.js')],
      {
        NODE_ENV: 'development',
        PORT: '3204',
        DATA_DIR: eventsDataDir,
        DATABASE_URL: eventsDb.url,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000000',
      },
      'http://127.0.0.1:3204/readyz',
    );
    let fixture: Awaited<ReturnType<typeof preparePartnerEvents>>;
    let ingested: Awaited<ReturnType<typeof partnerEventLoad>>;
    try {
      fixture = await preparePartnerEvents(eventsDb.url, 'telko', WARM_UP + EVENTS);
      ingested = await partnerEventLoad('http://127.0.0.1:3204', 'telko', fixture, WARM_UP);
    } finally {
      await stopProcess(eventsPortal);
    }
    const statuses = await referralStatuses(eventsDb.url, fixture.tenantId);
    // As above, the baseline runs after the portal stopped.
    const raw = await rawEventInsertLoad(eventsDb.url, fixture, WARM_UP);
    const ratio = ingested.perSecond / raw.perSecond;
    console.log(
      `partner events ingested vs raw inserts: ${ingested.perSecond.toFixed(0)} vs ${raw.perSecond.toFixed(0)} per s = ${ratio.toFixed(2)} (target ≥ 0.25), p99 ${ingested.p99Ms} ms (raw inserts: p99 ${raw.p99Ms} ms)`,
    );
    report('');
    report('### Partner events in (issue 4)');
    report('');
    report('| figure | measured | target |');
    report('|---|---|---|');
    report(
      `| \`POST /api/partner/v1/telko/events\` (\`order.placed\`, each for its own referral) on PostgreSQL ${eventsDb.serverVersion} vs inserts of the same \`partner_events\` rows sent straight with \`pg\`, pool of ${SERVER_POOL_SIZE} (${EVENT_CLIENTS} clients, ${ingested.count} events and as many inserts) | ${ingested.perSecond.toFixed(0)} vs ${raw.perSecond.toFixed(0)} per s = **${ratio.toFixed(2)}** | ≥ 0.25 |`,
    );
    report(
      `| event p99 latency at ${EVENT_CLIENTS} clients (raw inserts: p99 ${raw.p99Ms} ms) | **${ingested.p99Ms} ms** | (reported) |`,
    );
    console.log(`  (${WARM_UP + ingested.count} events, all 200 and applied; referrals now: ${statuses})`);
  } finally {
    rmSync(eventsDataDir, { recursive: true, force: true });
    await eventsDb.drop();
  }
}

if (runs('lifecycle-jobs')) {
  // 6. The daily jobs over 100,000 referrals against one plain UPDATE over the same rows.
  const jobsDb = await createBenchDatabase();
  try {
    const r = await benchLifecycleJobs(jobsDb.url, 100_000);
    const expireRatio = r.plainExpireMs / r.expireMs;
    const eraseRatio = r.plainEraseMs / r.eraseMs;
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `lifecycle jobs over ${r.rows} referrals: expiry ${s(r.expireMs)} vs plain UPDATE ${s(r.plainExpireMs)} = ${expireRatio.toFixed(2)}; erasure ${s(r.eraseMs)} vs ${s(r.plainEraseMs)} = ${eraseRatio.toFixed(2)} (target ≥ 0.2)`,
    );
    report('');
    report('### Lifecycle jobs (issue 4)');
    report('');
    report('| figure | measured | target |');
    report('|---|---|---|');
    report(
      `| daily expiry job over ${r.rows.toLocaleString('en')} referrals on PostgreSQL ${jobsDb.serverVersion} (status and one mail per referral, one statement) vs one plain \`UPDATE referrals SET status … WHERE created_at < …\` over the same rows | ${s(r.expireMs)} vs ${s(r.plainExpireMs)} = **${expireRatio.toFixed(2)}** | ≥ 0.2 |`,
    );
    report(
      `| erasure job in week 13 (the referrals' recipient e-mails and ${r.rows.toLocaleString('en')} unconfirmed recipients) vs one plain \`UPDATE referrals SET recipient_email = null WHERE created_at < …\` | ${s(r.eraseMs)} vs ${s(r.plainEraseMs)} = **${eraseRatio.toFixed(2)}** | ≥ 0.2 |`,
    );
  } finally {
    await jobsDb.drop();
  }
}

if (runs('personal-area')) {
  // 7. The personal area's list for a referrer with 200 recommendations, and the cost of one sign-in.
  const areaDb = await createBenchDatabase();
  const areaDataDir = mkdtempSync(path.join(tmpdir(), 'kwk-bench-area-'));
  try {
    const areaPortal = await startProcess(
      [path.join(root, 'apps/server/dist/main.js')],
      {
        NODE_ENV: 'development',
        PORT: '3205',
        DATA_DIR: areaDataDir,
        DATABASE_URL: areaDb.url,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000000',
      },
      'http://127.0.0.1:3205/readyz',
    );
    let fixture: Awaited<ReturnType<typeof preparePersonalArea>>;
    let listed: Awaited<ReturnType<typeof personalAreaLoad>>;
    try {
      fixture = await preparePersonalArea(areaDb.url, 'telko', 200);
      listed = await personalAreaLoad('http://127.0.0.1:3205', 'telko', fixture);
    } finally {
      await stopProcess(areaPortal);
    }
    const raw = await rawOverviewLoad(areaDb.url, fixture);
    const ratio = listed.perSecond / raw.perSecond;
    const password = await passwordCheckCpuMs();
    console.log(
      `personal area list vs the same query with pg: ${listed.perSecond.toFixed(0)} vs ${raw.perSecond.toFixed(0)} per s = ${ratio.toFixed(2)} (target ≥ 0.3), p99 ${listed.p99Ms} ms; one sign-in ${password.cpuMs.toFixed(0)} ms CPU (${password.options}, target 50–150 ms)`,
    );
    report('');
    report('### Personal area and sign-in (issue 5)');
    report('');
    report('| figure | measured | target |');
    report('|---|---|---|');
    report(
      `| authenticated \`GET /api/v1/telko/empfehler/empfehlungen/\` for a referrer with ${fixture.count} recommendations in all states, on PostgreSQL ${areaDb.serverVersion} (${AREA_CLIENTS} clients) vs the same query (\`REFERRAL_OVERVIEW\`) sent straight with \`pg\`, pool of ${SERVER_POOL_SIZE} | ${listed.perSecond.toFixed(0)} vs ${raw.perSecond.toFixed(0)} per s = **${ratio.toFixed(2)}** | ≥ 0.3 |`,
    );
    report(
      `| list p99 latency (the query alone: p99 ${raw.p99Ms.toFixed(0)} ms) | **${listed.p99Ms} ms** | (reported) |`,
    );
    report(
      `| CPU time of one password check, ${password.options} | **${password.cpuMs.toFixed(0)} ms** | 50–150 ms |`,
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
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${spawnSync('nproc').stdout.toString().trim()} cores), server and load generator sharing them.`,
);

if (chosen.length > 0) {
  console.log(`\nonly ${chosen.join(', ')} ran: README.md left as it is`);
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
