#!/usr/bin/env node
// The tests need a few of Debian's programs: Chromium for the browser tests, pdftotext
// (poppler-utils) to read back the PDFs the portal makes, xmllint (libxml2-utils) to validate the
// payout files against the ISO 20022 schema. Install what is missing when we may
// (root with apt-get), otherwise stop at once and say how: no test is ever skipped silently.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const TOOLS = [
  { file: '/usr/bin/chromium', pkg: 'chromium', for: 'the browser tests' },
  { file: '/usr/bin/pdftotext', pkg: 'poppler-utils', for: 'the PDF tests' },
  { file: '/usr/bin/xmllint', pkg: 'libxml2-utils', for: 'the SEPA file tests' },
];

const missing = TOOLS.filter((tool) => !existsSync(tool.file));
if (missing.length > 0) {
  const packages = missing.map((tool) => tool.pkg).join(' ');
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(`Missing: installing Debian’s ${packages} …`);
    const run = (cmd) => spawnSync('sh', ['-c', cmd], { stdio: 'inherit' }).status === 0;
    if (
      !run('apt-get update -qq') ||
      !run(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`)
    ) {
      console.error(`Installing ${packages} failed. Run: apt-get update && apt-get install -y ${packages}`);
      process.exit(1);
    }
  } else {
    for (const tool of missing) console.error(`${tool.for} need ${tool.file} (Debian package ${tool.pkg}).`);
    console.error(`Install them with: sudo apt-get update && sudo apt-get install -y ${packages}`);
    process.exit(1);
  }
}
