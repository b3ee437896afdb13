import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The ISO 20022 schema of pain.001.001.09 kept in the repository (xsd/README.md names its source). */
export const PAIN_001_001_09_XSD = path.join(import.meta.dirname, 'xsd', 'pain.001.001.09.xsd');

/**
 * Validates XML against the schema with xmllint (Debian libxml2-utils; scripts/ensure-debian-tools.mjs
 * installs it): answers whether it is valid and what xmllint said.
 */
export function validateWithXmllint(xml: string): { valid: boolean; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'kwk-sepa-'));
  try {
    const file = path.join(dir, 'batch.xml');
    writeFileSync(file, xml);
    const run = spawnSync('xmllint', ['--noout', '--schema', PAIN_001_001_09_XSD, file], {
      encoding: 'utf8',
    });
    if (run.error) throw new Error(`xmllint could not run (install libxml2-utils): ${run.error.message}`);
    return { valid: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
