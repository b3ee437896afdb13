#!/usr/bin/env node
// `npm test`: lint, the module rules, typecheck, unit and integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the built portal and the browser suite in Debian's Chromium. Stops at
// the first failure and prints one line per step with its duration, and the total (issue 33: a measured
// budget). `.ci/run` hands in its own steps (install) through TEST_STEPS_FILE, so CI prints one table.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const startedAt = Number(process.env.TEST_STARTED_AT ?? Date.now());
const stepsFile = process.env.TEST_STEPS_FILE;

/** Steps in one group run side by side (two cores); groups run one after the other. */
const groups = [
  // Chromium and pdftotext from Debian, installed when missing (or a clear stop).
  [['system tools', 'node', ['scripts/ensure-debian-tools.mjs']]],
  // Two lanes, the longest steps first (the lanes then end together instead of one waiting for a
  // late long step); the build needs none of the checks, so it fills a lane here instead of taking
  // a step of its own on one core.
  [
    ...['apps/server', 'apps/web', 'e2e', 'scripts', 'packages/shared']
      .filter((dir) => existsSync(`${dir}/tsconfig.json`))
      .map((dir) => [`typecheck ${dir}`, 'npx', ['tsc', '-p', dir]]),
    ['build (web app and server bundle)', 'npm', ['run', 'build']],
    ['lint', 'npx', ['biome', 'check', '.']],
    // Module rules of docs/modules.md: no cycle, no foreign write, no reach into a repository; and
    // the web app's layers (decision 077).
    ['module check', 'node', ['scripts/module-graph.mjs', '.']],
    // No test waits in real time for more than a second.
    ['test sleeps check', 'node', ['scripts/check-test-sleeps.mjs', '.']],
  ],
  [
    [
      process.env.TEST_DATABASE_URL
        ? 'Vitest (PGlite, and PostgreSQL at TEST_DATABASE_URL)'
        : 'Vitest (PGlite; no TEST_DATABASE_URL)',
      'npx',
      ['vitest', 'run'],
    ],
  ],
  // The browser suite's harness takes the build just made instead of building again.
  [['Playwright', 'npm', ['run', 'test:e2e'], { E2E_BUILT: '1' }]],
];

const done = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Earlier steps of the same run (`.ci/run`'s install), one `name<TAB>ms` line each. */
function earlierSteps() {
  if (!stepsFile || !existsSync(stepsFile)) return [];
  return readFileSync(stepsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, ms] = line.split('\t');
      return { name, ms: Number(ms), ok: true };
    });
}

function printTable(failed) {
  const rows = [...earlierSteps(), ...done];
  const width = Math.max(...rows.map((row) => row.name.length), 5);
  console.log('\n── step times ──');
  for (const row of rows)
    console.log(`${row.ok ? '✔' : '✖'} ${row.name.padEnd(width)}  ${seconds(row.ms).padStart(9)}`);
  const total = Date.now() - startedAt;
  const minutes = `${Math.floor(total / 60_000)} min ${Math.round((total % 60_000) / 1000)} s`;
  console.log(`${failed ? '✖' : '✔'} ${'total'.padEnd(width)}  ${seconds(total).padStart(9)}  (${minutes})`);
}

/** Runs a step; with `quiet`, its output is held back and printed whole when it ends (parallel steps). */
function run([name, command, args, env = {}], quiet) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (!quiet) console.log(`\n▶ ${name}`);
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code, signal) => {
      const ms = Date.now() - started;
      const ok = code === 0;
      if (quiet) console.log(`\n▶ ${name}\n${output.trimEnd()}`);
      console.log(
        `${ok ? '✔' : '✖'} ${name} (${seconds(ms)})${ok ? '' : ` failed (exit ${code ?? signal})`}`,
      );
      done.push({ name, ms, ok });
      resolve(ok);
    });
  });
}

/** Runs a group's steps two at a time, in order of the list; the group's wall time is a row of its own. */
async function runGroup(steps) {
  if (steps.length === 1) return run(steps[0], false);
  const started = Date.now();
  const first = done.length;
  let next = 0;
  let allOk = true;
  const lane = async () => {
    while (next < steps.length) {
      const step = steps[next++];
      if (!(await run(step, true))) allOk = false;
    }
  };
  await Promise.all([lane(), lane()]);
  for (const row of done.slice(first)) row.name = `  ${row.name}`;
  done.push({
    name: 'checks, type checks and build, side by side (wall time)',
    ms: Date.now() - started,
    ok: allOk,
  });
  return allOk;
}

for (const steps of groups) {
  if (!(await runGroup(steps))) {
    printTable(true);
    process.exit(1);
  }
}
printTable(false);
