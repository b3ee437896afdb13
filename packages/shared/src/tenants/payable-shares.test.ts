import { describe, expect, it } from 'vitest';
import { unpayableShareFields } from './payable-shares.ts';

describe('unpayableShareFields: a configuration that promises the contact a share nobody pays', () => {
  it.each([
    ['default 50:50 with a cap', 50, 2500, []],
    ['default "only me" without a cap', 100, 0, []],
    ['default "only me" with a cap', 100, 5500, []],
    ['default 50:50, cap 0', 50, 0, ['RecommenderDefaultShare', 'MaxEmpfaengerPraemieCent']],
    ['default "only the contact", cap 0', 0, 0, ['RecommenderDefaultShare', 'MaxEmpfaengerPraemieCent']],
  ])('%s', (_name, share, cap, expected) => {
    expect(unpayableShareFields({ RecommenderDefaultShare: share, MaxEmpfaengerPraemieCent: cap })).toEqual(
      expected,
    );
  });
});
