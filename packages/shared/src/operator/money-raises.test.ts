import { describe, expect, it } from 'vitest';
import {
  amountRaised,
  type MoneyRules,
  productPayRaises,
  type RewardCatalogue,
  type RewardTerms,
  raisedRuleFields,
} from './money-raises.ts';

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

// Decision 047, addendum: a catalogue change that makes some product pay more on some day.
describe('productPayRaises', () => {
  const terms = (Id: number, WertCent: number, over: Partial<RewardTerms> = {}): RewardTerms => ({
    Id,
    WertCent,
    Aktiv: true,
    Startdatum: '2026-01-01',
    Enddatum: '2026-06-30',
    EnddatumAnzeige: null,
    ...over,
  });
  const links = (...l: [number, number][]) => l.map(([ProduktId, PraemieId]) => ({ ProduktId, PraemieId }));
  const base: RewardCatalogue = {
    Praemien: [terms(1, 5000), terms(2, 9000, { Startdatum: '2026-03-01' }), terms(3, 3000)],
    Links: links([10, 1], [20, 2]),
  };
  const withReward = (r: RewardTerms): RewardCatalogue => ({
    ...base,
    Praemien: base.Praemien.map((x) => (x.Id === r.Id ? r : x)),
  });
  const raise = (ProduktId: number, Tag: string, AltCent: number, NeuCent: number) => [
    { ProduktId, Tag, AltCent, NeuCent },
  ];

  it.each([
    ['nothing changed', base, []],
    [
      'a higher reward linked',
      { ...base, Links: links([10, 1], [10, 2], [20, 2]) },
      raise(10, '2026-03-01', 5000, 9000),
    ],
    ['a lower reward linked', { ...base, Links: links([10, 1], [10, 3], [20, 2]) }, []],
    ['a reward unlinked', { ...base, Links: links([20, 2]) }, []],
    [
      'a new product with a paying reward',
      { ...base, Links: links([10, 1], [20, 2], [30, 3]) },
      raise(30, '2026-01-01', 0, 3000),
    ],
    [
      'a new product with a switched-off reward',
      {
        Praemien: [...base.Praemien, terms(4, 100, { Aktiv: false })],
        Links: links([10, 1], [20, 2], [30, 4]),
      },
      [],
    ],
    [
      'the higher reward starts earlier',
      withReward(terms(2, 9000, { Startdatum: '2026-02-01' })),
      raise(20, '2026-02-01', 0, 9000),
    ],
    ['the reward starts later', withReward(terms(1, 5000, { Startdatum: '2026-02-01' })), []],
    [
      'the end moves later',
      withReward(terms(1, 5000, { Enddatum: '2026-07-31' })),
      raise(10, '2026-07-01', 0, 5000),
    ],
    ['the end is removed', withReward(terms(1, 5000, { Enddatum: null })), raise(10, '2026-07-01', 0, 5000)],
    ['the end moves earlier', withReward(terms(1, 5000, { Enddatum: '2026-05-31' })), []],
    [
      'a shown end later than the end counts as the end',
      withReward(terms(1, 5000, { EnddatumAnzeige: '2026-07-15' })),
      raise(10, '2026-07-01', 0, 5000),
    ],
    ['switched off', withReward(terms(1, 5000, { Aktiv: false })), []],
    ['a higher amount (also its own rule)', withReward(terms(1, 5001)), raise(10, '2026-01-01', 5000, 5001)],
  ] as const)('%s', (_case, after, raised) => {
    expect(productPayRaises(base, after as RewardCatalogue)).toEqual(raised);
  });

  it('switching a reward back on raises only where no higher one pays', () => {
    const off: RewardCatalogue = {
      Praemien: [terms(1, 5000, { Aktiv: false }), terms(2, 9000, { Enddatum: null })],
      Links: links([10, 1], [10, 2]),
    };
    const on = { ...off, Praemien: [terms(1, 5000), terms(2, 9000, { Enddatum: null })] };
    expect(productPayRaises(off, on)).toEqual([]);
    const shorter = {
      ...off,
      Praemien: [
        terms(1, 5000, { Aktiv: false }),
        terms(2, 9000, { Startdatum: '2026-04-01', Enddatum: null }),
      ],
    };
    const shorterOn = { ...shorter, Praemien: [terms(1, 5000), shorter.Praemien[1]!] };
    expect(productPayRaises(shorter, shorterOn)).toEqual(raise(10, '2026-01-01', 0, 5000));
  });
});
