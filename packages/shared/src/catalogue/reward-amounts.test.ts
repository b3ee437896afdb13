import { describe, expect, it } from 'vitest';
import { campaignBonusMost, catalogueVariables, payableCents, payableText } from './reward-amounts.ts';

const nb = (s: string) => s.replace(' €', '\u00a0€');
const categories = [
  { Id: 1, Quelle: 'festnetz', Kategorie: 'internet' },
  { Id: 2, Quelle: 'festnetz', Kategorie: 'glasfaser' },
  { Id: 3, Quelle: 'mobilfunk', Kategorie: 'tarife' },
];
const product = (KategorieId: number, ...cents: number[]) => ({
  KategorieId,
  Praemien: cents.map((WertCent) => ({ WertCent })),
});

describe('payable amounts', () => {
  it.each([
    { name: 'one reward, no campaign', rewards: [5000], bonus: 0, cents: [5000], text: '50 €' },
    {
      name: 'a campaign adds its bonus',
      rewards: [5000],
      bonus: 2500,
      cents: [5000, 7500],
      text: 'bis zu 75 €',
    },
    {
      name: 'rewards that differ',
      rewards: [6000, 9000],
      bonus: 0,
      cents: [6000, 9000],
      text: 'bis zu 90 €',
    },
    { name: 'nothing pays', rewards: [], bonus: 2500, cents: [], text: null },
  ])('$name', ({ rewards, bonus, cents, text }) => {
    expect(payableCents(rewards, bonus)).toEqual(cents);
    expect(payableText(rewards, bonus, 'de')).toBe(text === null ? null : nb(text));
  });

  it('the bonus of every running campaign counts (the referrer may tick each)', () => {
    expect(campaignBonusMost([{ BonusCent: 2500 }, { BonusCent: 0 }, { BonusCent: 1000 }])).toBe(3500);
    expect(campaignBonusMost([])).toBe(0);
  });
});

describe('catalogueVariables', () => {
  const products = [product(1, 7000), product(2, 6000, 9000), product(3, 5000), product(9, 11000)];

  it('names the most of all, of each source and of each category, as the catalogue has them', () => {
    expect(Object.fromEntries(catalogueVariables(products, categories, 0, 'de'))).toEqual({
      Praemie: nb('bis zu 110 €'),
      'Praemie.festnetz': nb('bis zu 90 €'),
      'Praemie.festnetz.internet': nb('70 €'),
      'Praemie.festnetz.glasfaser': nb('bis zu 90 €'),
      'Praemie.mobilfunk': nb('50 €'),
      'Praemie.mobilfunk.tarife': nb('50 €'),
    });
  });

  it('follows the catalogue: a campaign ending or a reward changing changes the text', () => {
    const after = catalogueVariables([product(2, 6000)], categories, 0, 'en');
    expect(after.get('Praemie.festnetz.glasfaser')).toBe('€60');
    const campaign = catalogueVariables([product(3, 5000)], categories, 2500, 'de');
    expect(campaign.get('Praemie.mobilfunk.tarife')).toBe(nb('bis zu 75 €'));
  });

  it('a category without an active reward names no amount', () => {
    expect(catalogueVariables([product(1)], categories, 0, 'de').size).toBe(0);
  });
});
