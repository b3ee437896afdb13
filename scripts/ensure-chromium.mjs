#!/usr/bin/env node
// The browser tests need Debian's Chromium. Install it when we may (root with apt-get),
// otherwise stop at once and say how: the browser tests are never skipped silently.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('Chromium is missing: installing Debian’s chromium package …');
    const run = (cmd) => spawnSync('sh', ['-c', cmd], { stdio: 'inherit' }).status === 0;
    if (
      !run('apt-get update -qq') ||
      !run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium')
    ) {
      console.error('Installing chromium failed. Run: apt-get update && apt-get install -y chromium');
      process.exit(1);
    }
  } else {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM}.\n` +
        'Install it with: sudo apt-get update && sudo apt-get install -y chromium',
    );
    process.exit(1);
  }
}
