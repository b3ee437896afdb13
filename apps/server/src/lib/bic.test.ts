import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bicOf } from './bic.ts';

describe('bicOf', () => {
  it.each([
    ['DE89370400440532013000', 'COBADEFFXXX'],
    ['DE89 3704 0044 0532 0130 00', 'COBADEFFXXX'],
    ['DE00123', null],
  ])('%s → %s', (iban, bic) => {
    expect(bicOf(iban)).toBe(bic);
  });

  // The bank tables cost the server memory at start (the bench's peak-RSS figure); a fresh
  // process shows whether importing the module loads them.
  it('loads the bank tables on the first call, not at import', () => {
    const script = `
      import { createRequire } from 'node:module';
      const loaded = () => Object.keys(createRequire(import.meta.url).cache).some((f) => f.includes('iban-to-bic'));
      const { bicOf } = await import(${JSON.stringify(path.join(import.meta.dirname, 'bic.ts'))});
      const atImport = loaded();
      bicOf('DE89370400440532013000');
      console.log(JSON.stringify({ atImport, afterCall: loaded() }));`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual({ atImport: false, afterCall: true });
  });
});
