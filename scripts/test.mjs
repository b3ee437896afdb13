#!/usr/bin/env node
// `npm test`: lint, the module rules, typecheck, unit and integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser suite in Debian's Chromium. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps = [
  // Chromium and pdftotext from Debian, installed when missing (or a clear stop).
  ['system tools', 'node', ['scripts/ensure-debian-tools.mjs']],
  ['lint', 'npx', ['biome', 'check', '.']],
  // Module rules of docs/modules.md: no cycle, no foreign write, no reach into a repository.
  ['module graph', 'node', ['scripts/module-graph.mjs', '.']],
  ...['packages/shared', 'apps/server', 'apps/web', 'e2e', 'scripts']
    .filter((dir) => existsSync(`${dir}/tsconfig.json`))
    .map((dir) => [`typecheck ${dir}`, 'npx', ['tsc', '-p', dir]]),
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  ['browser tests', 'npm', ['run', 'test:e2e']],
];

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
