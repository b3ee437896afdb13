import type { Product } from '@kwk/shared/catalogue/catalogue.schemas';
import { describe, expect, it } from 'vitest';
import { productCards } from './product-choice.ts';

const reward = (cents: number) => ({
  Id: cents,
  Wert: '',
  WertCent: cents,
  Startdatum: '2024-01-01',
  Enddatum: null,
  EnddatumAnzeige: null,
  Text: '',
  Art: 'bar' as const,
});
const product = (
  id: number,
  name: string,
  kategorieId: number,
  position: number,
  cents: number[],
): Product => ({
  Id: id,
  ExterneId: `x${id}`,
  Name: name,
  AnzeigeName: name,
  KategorieId: kategorieId,
  Position: position,
  Praemien: cents.map(reward),
  PraemienWert: null,
});
const categories = [
  { Id: 1, Name: 'Mobilfunk', Quelle: 'q', Kategorie: 'k', Position: 2 },
  { Id: 2, Name: 'Glasfaser', Quelle: 'q', Kategorie: 'k', Position: 1 },
];

describe('productCards', () => {
  it('orders by category position then product position, with the reward phrase', () => {
    const cards = productCards(
      [
        product(1, 'Mobil S', 1, 1, [5000]),
        product(2, 'Glasfaser 1000', 2, 2, [9000, 7000]),
        product(3, 'Glasfaser 250', 2, 1, []),
      ],
      categories,
      'de',
    );
    expect(cards.map((c) => [c.id, c.category, c.reward])).toEqual([
      [3, 'Glasfaser', null],
      [2, 'Glasfaser', 'bis zu 90\u00a0€'],
      [1, 'Mobilfunk', '50\u00a0€'],
    ]);
  });
});
