import { describe, expect, it } from 'vitest';
import { landingPrices } from './landing-prices.ts';

describe('the prices on the friend’s page, from the catalogue’s figures', () => {
  it.each([
    // monthly ct, once ct, language: what the page shows
    [3995, null, 'de', { monthly: '39,95 €', once: null }],
    [2000, 4999, 'de', { monthly: '20 €', once: '49,99 €' }],
    [null, 69_950, 'en', { monthly: null, once: '€699.50' }],
    [0, null, 'de', { monthly: '0 €', once: null }],
    [null, null, 'de', { monthly: null, once: null }],
  ] as const)('%s ct a month, %s ct once (%s)', (monthly, once, lang, expected) => {
    const prices = landingPrices({ PreisMonatlich: monthly, PreisEinmalig: once }, lang);
    // Intl puts a no-break space before the € sign.
    const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null;
    expect({ monthly: plain(prices.monthly), once: plain(prices.once) }).toEqual(expected);
  });

  it('shows no price when the product is no longer in the catalogue', () => {
    expect(landingPrices(null, 'de')).toEqual({ monthly: null, once: null });
  });
});
