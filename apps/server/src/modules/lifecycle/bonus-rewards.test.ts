import { describe, expect, it } from 'vitest';
import { type BonusTier, bonusesReached } from './bonus-rewards.ts';

// telko's seed: 60 € after 3 and 150 € after 5 successful referrals (issue 4).
const telko: BonusTier[] = [
  { afterSuccessful: 5, cent: 15_000 },
  { afterSuccessful: 3, cent: 6000 },
];

describe('bonus rewards after a number of successful referrals', () => {
  it.each([
    [0, 1, []],
    [2, 3, [6000]],
    [3, 4, []],
    [4, 5, [15_000]],
    [5, 6, []],
    [2, 5, [6000, 15_000]],
    [3, 3, []],
  ])('from %i to %i successful: %j', (before, after, cents) => {
    expect(bonusesReached(telko, before, after).map((t) => t.cent)).toEqual(cents);
  });

  it('pays each tier once however the credits arrive', () => {
    let paid = 0;
    let count = 0;
    for (let i = 0; i < 8; i++) {
      const next = count + 1;
      paid += bonusesReached(telko, count, next).reduce((sum, t) => sum + t.cent, 0);
      paid += bonusesReached(telko, next, next).reduce((sum, t) => sum + t.cent, 0); // a repeated credit
      count = next;
    }
    expect(paid).toBe(21_000);
  });
});
