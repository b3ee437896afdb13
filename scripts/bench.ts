// `npm run bench`: performance figures measured on this machine, printed as ratios against
// baselines measured in the same run, and written into the README's performance section. Each
// figure is measured RUNS (≥ 3) times: the median is the figure, min–max its spread, and the
// status column says whether the median met its target.
// `npm run bench -- partner-events` (or any of SECTIONS) runs only those and leaves the README alone.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { QUICK, RUNS } from './bench/measure.ts';
import { lines, report, root } from './bench/report.ts';
import { benchAgency } from './bench/sections/agency.ts';
import { benchBrand } from './bench/sections/brand.ts';
import { benchConsole } from './bench/sections/console.ts';
import { benchCrashRecovery } from './bench/sections/crash-recovery.ts';
import { benchFoundation } from './bench/sections/foundation.ts';
import { benchFraud } from './bench/sections/fraud.ts';
import { benchFuzz } from './bench/sections/fuzz.ts';
import { benchLifecycleJobs } from './bench/sections/lifecycle-jobs.ts';
import { benchObservability } from './bench/sections/observability.ts';
import { benchPartnerEvents } from './bench/sections/partner-events.ts';
import { benchPayouts } from './bench/sections/payouts.ts';
import { benchPersonalArea } from './bench/sections/personal-area.ts';
import { benchRecommending } from './bench/sections/recommending.ts';
import { benchWebhooks } from './bench/sections/webhooks.ts';

/** The sections in the README's order, each in scripts/bench/sections/. */
const SECTIONS: Record<string, () => Promise<void>> = {
  foundation: benchFoundation,
  recommending: benchRecommending,
  fraud: benchFraud,
  'partner-events': benchPartnerEvents,
  'lifecycle-jobs': benchLifecycleJobs,
  'personal-area': benchPersonalArea,
  agency: benchAgency,
  console: benchConsole,
  payouts: benchPayouts,
  'crash-recovery': benchCrashRecovery,
  fuzz: benchFuzz,
  brand: benchBrand,
  observability: benchObservability,
  webhooks: benchWebhooks,
};
const chosen = process.argv.slice(2);
const unknownSections = chosen.filter((name) => !(name in SECTIONS));
if (unknownSections.length > 0)
  throw new Error(
    `unknown bench section ${unknownSections.join(', ')}; the sections: ${Object.keys(SECTIONS).join(', ')}`,
  );

// Other work on the machine (a test run, a browser) takes cores from the server and lowers every figure.
const [loadAverage] = loadavg();
if (loadAverage! > availableParallelism())
  console.warn(
    `warning: load average ${loadAverage!.toFixed(1)} on ${availableParallelism()} cores before the bench; figures will come out low`,
  );

console.log('building the web app …');
if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' }).status !== 0)
  throw new Error('build failed');

for (const [name, bench] of Object.entries(SECTIONS))
  if (chosen.length === 0 || chosen.includes(name)) await bench();

report('');
report(
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${spawnSync('nproc').stdout.toString().trim()} cores), server and load generator sharing them; each figure the median of ${RUNS} runs (min–max), the status computed from the median (a count that must be 0, from every run).`,
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
