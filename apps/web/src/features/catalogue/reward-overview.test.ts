import type { Product, Reward } from '@kwk/shared/catalogue/catalogue.schemas';
import { describe, expect, it } from 'vitest';
import { rewardOverview } from './reward-overview.ts';

const reward = (id: number, cents: number, end: Partial<Reward> = {}): Reward => ({
  Id: id,
  Wert: `${cents / 100} €`,
  WertCent: cents,
  Startdatum: '2025-01-01',
  Enddatum: null,
  EnddatumAnzeige: null,
  Text: `Text ${id}`,
  Art: 'bar',
  ...end,
});
const product = (id: number, kategorieId: number, position: number, rewards: Reward[]): Product => ({
  Id: id,
  ExterneId: `x${id}`,
  Name: `Intern ${id}`,
  AnzeigeName: id === 4 ? '' : `Produkt ${id}`,
  KategorieId: kategorieId,
  Position: position,
  Praemien: rewards,
  PraemienWert: null,
});
const categories = [
  { Id: 1, Name: 'Mobilfunk', Quelle: 'q', Kategorie: 'k', Position: 2 },
  { Id: 2, Name: 'Glasfaser', Quelle: 'q', Kategorie: 'k', Position: 1 },
];

describe('rewardOverview (spec §3 reward rules)', () => {
  const entries = rewardOverview(
    [
      product(1, 1, 1, [reward(10, 5000)]),
      product(2, 2, 2, [
        reward(20, 7000),
        reward(21, 9000, { Enddatum: '2027-12-31', EnddatumAnzeige: '2027-12-15' }),
      ]),
      product(3, 2, 1, []),
      product(4, 9, 1, [reward(40, 12000, { Enddatum: '2027-06-30', Art: 'gutschein' })]),
    ],
    categories,
    'de',
  );
  const byId = new Map(entries.map((e) => [e.id, e]));

  it('lists only products with an active reward, in category then product order; unknown categories last', () => {
    expect(entries.map((e) => [e.id, e.category])).toEqual([
      [2, 'Glasfaser'],
      [1, 'Mobilfunk'],
      [4, null],
    ]);
  });

  it.each([
    // [product, value phrase, why]
    [1, '50\u00a0€', 'one reward: its value'],
    [2, 'bis zu 90\u00a0€', 'differing rewards: "up to" the highest'],
    [4, '120\u00a0€', 'one voucher reward'],
  ])('product %i reads %s (%s)', (id, value, _why) => {
    expect(byId.get(id)?.value).toBe(value);
  });

  it.each([
    // [reward, end date shown, why]
    [10, null, 'no end date: runs without end'],
    [21, '15.12.2027', 'the display end date wins over the end date'],
    [40, '30.06.2027', 'without a display end date, the end date'],
  ])('reward %i ends on %s (%s)', (rewardId, endsOn, _why) => {
    const shown = entries.flatMap((e) => e.rewards).find((r) => r.id === rewardId);
    expect(shown?.endsOn).toBe(endsOn);
  });

  it('gives each reward its start date as DD.MM.YYYY', () => {
    expect(byId.get(1)?.rewards[0]?.startsOn).toBe('01.01.2025');
  });

  it('orders a product’s rewards highest first, keeps their texts and marks vouchers', () => {
    expect(byId.get(2)?.rewards.map((r) => [r.id, r.text, r.voucher])).toEqual([
      [21, 'Text 21', false],
      [20, 'Text 20', false],
    ]);
    expect(byId.get(4)?.rewards[0]?.voucher).toBe(true);
  });

  it('names a product by its display name, else its name; English says "up to"', () => {
    expect(byId.get(4)?.name).toBe('Intern 4');
    const [en] = rewardOverview([product(2, 2, 1, [reward(1, 7000), reward(2, 9000)])], categories, 'en');
    expect(en?.value).toBe('up to €90');
  });
});
