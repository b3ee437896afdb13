import { describe, expect, it } from 'vitest';
import { amountRaised, type MoneyRules, raisedRuleFields } from './money-raises.ts';

const rules = (over: Partial<MoneyRules> = {}): MoneyRules => ({
  MaxEmpfaengerPraemieCent: 2500,
  KulanzJahresgrenzeCent: 30_000,
  BonusPraemien: [
    { NachErfolgreichen: 3, Cent: 6000 },
    { NachErfolgreichen: 5, Cent: 15_000 },
  ],
  ...over,
});
const tiers = (...t: [number, number][]) =>
  t.map(([NachErfolgreichen, Cent]) => ({ NachErfolgreichen, Cent }));

// Decision 045: what counts as a raise of a money rule, one row per case.
describe('raisedRuleFields', () => {
  it.each([
    ['nothing changed', rules(), []],
    ['a higher recipient cap', rules({ MaxEmpfaengerPraemieCent: 2501 }), ['MaxEmpfaengerPraemieCent']],
    ['a lower recipient cap', rules({ MaxEmpfaengerPraemieCent: 0 }), []],
    ['a higher goodwill year limit', rules({ KulanzJahresgrenzeCent: 40_000 }), ['KulanzJahresgrenzeCent']],
    ['an unset year limit is the default (30 000)', rules({ KulanzJahresgrenzeCent: undefined }), []],
    ['a lower year limit', rules({ KulanzJahresgrenzeCent: 100 }), []],
    ['a new tier', rules({ BonusPraemien: tiers([3, 6000], [5, 15_000], [10, 100]) }), ['BonusPraemien']],
    ['a tier pays more', rules({ BonusPraemien: tiers([3, 6001], [5, 15_000]) }), ['BonusPraemien']],
    ['a tier comes sooner', rules({ BonusPraemien: tiers([2, 6000], [5, 15_000]) }), ['BonusPraemien']],
    ['a tier comes later', rules({ BonusPraemien: tiers([4, 6000], [5, 15_000]) }), []],
    ['a tier less', rules({ BonusPraemien: tiers([5, 15_000]) }), []],
    ['the same tiers in another order', rules({ BonusPraemien: tiers([5, 15_000], [3, 6000]) }), []],
    [
      'two raised, one lowered',
      rules({ MaxEmpfaengerPraemieCent: 9000, KulanzJahresgrenzeCent: 1, BonusPraemien: tiers([1, 1]) }),
      ['MaxEmpfaengerPraemieCent', 'BonusPraemien'],
    ],
  ] as const)('%s', (_case, after, raised) => {
    expect(raisedRuleFields(rules(), after)).toEqual(raised);
  });

  it('an unset year limit raised to more than the default is a raise', () => {
    expect(
      raisedRuleFields(
        rules({ KulanzJahresgrenzeCent: undefined }),
        rules({ KulanzJahresgrenzeCent: 30_001 }),
      ),
    ).toEqual(['KulanzJahresgrenzeCent']);
  });
});

describe('amountRaised', () => {
  it.each([
    [null, 1, true],
    [null, 0, false],
    [7000, 7001, true],
    [7000, 7000, false],
    [7000, 100, false],
  ] as const)('%s → %s: %s', (before, after, raised) => {
    expect(amountRaised(before, after)).toBe(raised);
  });
});
