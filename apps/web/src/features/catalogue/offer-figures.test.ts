import { describe, expect, it } from 'vitest';
import { offerFigures } from './offer-figures.ts';
import type { ProductCard } from './product-choice.ts';

// Intl puts a no-break space between amount and €, so an amount never wraps away from its sign.

const card = (id: number, rewardCent: number | null): ProductCard => ({
  id,
  name: `P${id}`,
  category: null,
  reward: null,
  rewardCent,
});

describe('offerFigures: what the start page promises each side', () => {
  it.each([
    {
      name: 'one reward, friend within the cap',
      cards: [card(1, 5000)],
      cap: 5000,
      referrer: '50\u00a0€',
      friend: '50\u00a0€',
    },
    {
      name: 'the highest reward counts; the friend capped (telko: 110 €, cap 55 €)',
      cards: [card(1, 7000), card(2, 11000), card(3, null)],
      cap: 5500,
      referrer: '110\u00a0€',
      friend: '55\u00a0€',
    },
    {
      name: 'a cap of 0: the friend is promised nothing',
      cards: [card(1, 7000)],
      cap: 0,
      referrer: '70\u00a0€',
      friend: null,
    },
  ])('$name', ({ cards, cap, referrer, friend }) => {
    expect(offerFigures(cards, cap, 0, 'de')).toEqual({ referrer, friend });
  });

  it('no product with a reward: no figures (nothing is invented)', () => {
    expect(offerFigures([card(1, null)], 5000, 0, 'de')).toBeNull();
    expect(offerFigures([], 5000, 2500, 'en')).toBeNull();
  });

  it('English amounts', () => {
    expect(offerFigures([card(1, 7000), card(2, 9000)], 5000, 0, 'en')).toEqual({
      referrer: '€90',
      friend: '€50',
    });
  });

  // Issue 27, item 9: fyrst's form offers 50 € + 25 € campaign bonus, so the page may not say "bis zu 50 €".
  it("the running campaigns' bonus raises the referrer's figure, never the friend's", () => {
    expect(offerFigures([card(1, 5000)], 5000, 2500, 'de')).toEqual({
      referrer: '75\u00a0€',
      friend: '50\u00a0€',
    });
  });
});
