import { releasePayoutBodySchema } from '@kwk/shared/operator/payouts.schemas';
import { describe, expect, it } from 'vitest';
import { releaseMismatches } from './release-confirmation.ts';

const batch = { count: 3, controlSumCents: 15_000, sha256: 'ab12cd34ef56'.padEnd(64, '0') };

describe('the release confirmation', () => {
  it.each([
    { entered: { Anzahl: 3, SummeCent: 15_000 }, wrong: [] },
    { entered: { Anzahl: 2, SummeCent: 15_000 }, wrong: ['Anzahl'] },
    { entered: { Anzahl: 3, SummeCent: 14_999 }, wrong: ['SummeCent'] },
    { entered: { Anzahl: 4, SummeCent: 1 }, wrong: ['Anzahl', 'SummeCent'] },
    { entered: { Sha256Anfang: 'ab12cd34' }, wrong: [] },
    { entered: { Sha256Anfang: 'AB12CD34EF' }, wrong: [] },
    { entered: { Sha256Anfang: 'ab12cd35' }, wrong: ['Sha256Anfang'] },
    // The checksum decides alone when given (the count may be left as typed).
    { entered: { Sha256Anfang: 'ab12cd34', Anzahl: 9, SummeCent: 9 }, wrong: [] },
  ])('$entered → $wrong', ({ entered, wrong }) => {
    expect(releaseMismatches(batch, entered)).toEqual(wrong);
  });

  it.each([
    { body: {}, paths: ['Anzahl', 'SummeCent'] },
    { body: { Anzahl: 3 }, paths: ['SummeCent'] },
    { body: { Sha256Anfang: 'ab12cd3' }, paths: ['Sha256Anfang'] },
    { body: { Sha256Anfang: 'ab12cd3x' }, paths: ['Sha256Anfang'] },
    { body: { Anzahl: 1.5, SummeCent: 100 }, paths: ['Anzahl'] },
  ])('the schema refuses $body at $paths', ({ body, paths }) => {
    const parsed = releasePayoutBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(paths);
  });
});
