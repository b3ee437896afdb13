import { describe, expect, it } from 'vitest';
import { bonusProgress } from './bonus-progress.ts';

const tier = (NachErfolgreichen: number, Cent: number) => ({ NachErfolgreichen, Cent });
// telko's tiers (spec §9: 60 € after 3, 150 € after 5), given out of order as a tenant may store them.
const telko = [tier(5, 15_000), tier(3, 6000)];

describe('bonusProgress (one row per case)', () => {
  it.each([
    { name: 'no tiers: no bar', tiers: [], successful: 4, expected: null },
    {
      name: 'none yet: the first tier',
      tiers: telko,
      successful: 0,
      expected: { kind: 'next', successful: 0, after: 3, missing: 3, cent: 6000 },
    },
    {
      name: 'one short of the first tier',
      tiers: telko,
      successful: 2,
      expected: { kind: 'next', successful: 2, after: 3, missing: 1, cent: 6000 },
    },
    {
      name: 'the first tier reached: the next one',
      tiers: telko,
      successful: 3,
      expected: { kind: 'next', successful: 3, after: 5, missing: 2, cent: 15_000 },
    },
    {
      name: 'every tier reached',
      tiers: telko,
      successful: 5,
      expected: { kind: 'all', successful: 5, after: 5 },
    },
    {
      name: 'past the last tier',
      tiers: telko,
      successful: 9,
      expected: { kind: 'all', successful: 9, after: 5 },
    },
    {
      name: 'two tiers at one threshold add up',
      tiers: [tier(2, 1000), tier(2, 500)],
      successful: 1,
      expected: { kind: 'next', successful: 1, after: 2, missing: 1, cent: 1500 },
    },
  ])('$name', ({ tiers, successful, expected }) => {
    expect(bonusProgress(tiers, successful)).toEqual(expected);
  });
});
