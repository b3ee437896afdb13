import { describe, expect, it } from 'vitest';
import { splitReward } from './splits.ts';

describe('splitReward: who gets what of a reward (spec §1, §9)', () => {
  it.each([
    ['referrer only', 7000, 100, 10_000, { referrerCent: 7000, recipientCent: 0 }],
    ['both 50:50', 7000, 50, 10_000, { referrerCent: 3500, recipientCent: 3500 }],
    ['recipient only', 7000, 0, 10_000, { referrerCent: 0, recipientCent: 7000 }],
    ['recipient part capped', 11_000, 0, 5000, { referrerCent: 0, recipientCent: 5000 }],
    ['50:50 with the recipient capped', 11_000, 50, 5000, { referrerCent: 5500, recipientCent: 5000 }],
    ['odd cents round to the recipient', 2501, 50, 10_000, { referrerCent: 1250, recipientCent: 1251 }],
  ])('%s', (_name, reward, share, cap, expected) => {
    expect(splitReward(reward, share, cap)).toEqual(expected);
  });
});
