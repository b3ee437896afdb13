import { spawnSync } from 'node:child_process';

/** A PDF's text as Debian's `pdftotext` reads it, one table row a line, blanks squeezed. */
export function pdfLines(pdf: Buffer): string[] {
  const out = spawnSync('/usr/bin/pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf });
  if (out.status !== 0) throw new Error(`pdftotext: ${out.stderr.toString()}`);
  return out.stdout
    .toString('utf8')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
