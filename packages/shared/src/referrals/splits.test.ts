import { describe, expect, it } from 'vitest';
import { campaignBonusCent, referralRewardParts, splitReward } from './splits.ts';

describe('splitReward: who gets what of a reward (spec §1, §9)', () => {
  it.each([
    ['referrer only', 7000, 100, 10_000, { referrerCent: 7000, recipientCent: 0 }],
    ['both 50:50', 7000, 50, 10_000, { referrerCent: 3500, recipientCent: 3500 }],
    ['recipient only', 7000, 0, 10_000, { referrerCent: 0, recipientCent: 7000 }],
    [
      'recipient part capped: the referrer keeps the rest',
      11_000,
      0,
      5000,
      { referrerCent: 6000, recipientCent: 5000 },
    ],
    [
      'a cap of 0: the whole reward stays with the referrer',
      7000,
      0,
      0,
      { referrerCent: 7000, recipientCent: 0 },
    ],
    [
      '50:50 with the recipient capped: the referrer keeps the rest',
      11_000,
      50,
      5000,
      { referrerCent: 6000, recipientCent: 5000 },
    ],
    ['odd cents round to the recipient', 2501, 50, 10_000, { referrerCent: 1250, recipientCent: 1251 }],
  ])('%s', (_name, reward, share, cap, expected) => {
    expect(splitReward(reward, share, cap)).toEqual(expected);
  });

  it('never promises a cent to nobody: the parts add up to the reward for every split and cap', () => {
    for (const reward of [0, 1, 2501, 7000, 11_000])
      for (const share of [0, 50, 100])
        for (const cap of [0, 2500, 5000, 10_000]) {
          const { referrerCent, recipientCent } = splitReward(reward, share, cap);
          expect(referrerCent + recipientCent).toBe(reward);
          expect(recipientCent).toBeLessThanOrEqual(cap);
        }
  });
});

describe('referralRewardParts: the campaign bonus goes to the referrer (issue 17)', () => {
  it.each([
    ['no campaign', 5000, 100, 5000, 0, { referrerCent: 5000, recipientCent: 0 }],
    ['Herbstaktion, referrer only', 5000, 100, 5000, 2500, { referrerCent: 7500, recipientCent: 0 }],
    ['Herbstaktion, 50:50', 5000, 50, 5000, 2500, { referrerCent: 5000, recipientCent: 2500 }],
    ['Herbstaktion, contact only', 5000, 0, 5000, 2500, { referrerCent: 2500, recipientCent: 5000 }],
    [
      'contact only above the cap: the rest and the bonus to the referrer',
      11_000,
      0,
      5000,
      2500,
      { referrerCent: 8500, recipientCent: 5000 },
    ],
  ])('%s', (_name, reward, share, cap, bonus, expected) => {
    expect(referralRewardParts(reward, share, cap, bonus)).toEqual({ ...expected, campaignBonusCent: bonus });
  });
});

describe('campaignBonusCent: what the campaigns running at the recommendation add (issue 17)', () => {
  const herbst = { AktionsId: 1, Zustimmung: true, BonusCent: 2500 };
  const open = { AktionsId: 2, Zustimmung: false, BonusCent: 1000 };
  const textOnly = { AktionsId: 3, Zustimmung: false, BonusCent: 0 };
  it.each<[string, (typeof herbst)[], number[], number]>([
    ['no campaign', [], [], 0],
    ['"Herbstaktion" ticked: +25 €', [herbst], [1], 2500],
    ['"Herbstaktion" not ticked: nothing', [herbst], [], 0],
    ['a campaign without consent counts for everyone', [open], [], 1000],
    ['both', [herbst, open, textOnly], [1], 3500],
    ['a ticked id that is not running adds nothing', [open], [1], 1000],
  ])('%s', (_name, active, ticked, expected) => {
    expect(campaignBonusCent(active, new Set(ticked))).toBe(expected);
  });
});
