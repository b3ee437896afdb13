import type { DeviceTariffPair, Product } from '@kwk/shared/catalogue/catalogue.schemas';
import { categoryFootnoteIdentifier, type Footnote } from '@kwk/shared/content/cms.schemas';
import { describe, expect, it } from 'vitest';
import { categoryView } from './category-cards.ts';

const product = (over: Partial<Product>): Product => ({
  Id: 1,
  ExterneId: 'X',
  Name: 'Name',
  AnzeigeName: '',
  KategorieId: 1,
  Position: 1,
  Praemien: [],
  PraemienWert: null,
  ...over,
});
const note = (Id: string, Identifier: string): Footnote => ({
  Id,
  Identifier,
  Titel: Identifier,
  Gruppe: 'Kategorieseiten',
  Inhalt: `Text ${Identifier}`,
  Language: 'de',
});

describe('categoryView', () => {
  it('orders by position, formats prices in German currency and marks young tariffs', () => {
    const view = categoryView(
      [
        product({ Id: 2, Position: 2, Name: 'Mobil M Young', Young: true, PreisMonatlich: 1995 }),
        product({ Id: 1, Position: 1, AnzeigeName: 'Zuhause M', PreisMonatlich: 3995, PreisEinmalig: 6900 }),
      ],
      [],
      new Map(),
      'de',
    );
    expect(view.cards.map((c) => [c.name, c.young, c.monthly, c.once])).toEqual([
      ['Zuhause M', false, '39,95\u00a0€', '69\u00a0€'],
      ['Mobil M Young', true, '19,95\u00a0€', null],
    ]);
  });

  it('numbers footnotes in order of first use and ignores unknown identifiers', () => {
    const view = categoryView(
      [
        product({ Id: 1, Position: 1, Fussnote: 'young' }),
        product({ Id: 2, Position: 2, Fussnote: 'preise' }),
        product({ Id: 3, Position: 3, Fussnote: 'young' }),
        product({ Id: 4, Position: 4, Fussnote: 'gibt-es-nicht' }),
      ],
      [note('fn-preise', 'preise'), note('fn-young', 'young')],
      new Map(),
      'de',
    );
    expect(view.cards.map((c) => c.footnote)).toEqual([1, 2, 1, null]);
    expect(view.footnotes.map((f) => [f.number, f.Identifier])).toEqual([
      [1, 'young'],
      [2, 'preise'],
    ]);
  });

  it('adds the page’s own CMS footnotes after the cited ones, and none at all where the CMS has none', () => {
    const page = categoryFootnoteIdentifier('internet/glasfaser.html');
    expect(page).toBe('kategorie.internet.glasfaser.html');
    const notes = [
      note('fn-andere', categoryFootnoteIdentifier('glasfaser')),
      note('fn-seite', page),
      note('fn-preise', 'preise'),
      note('fn-praemie', 'praemie'),
    ];
    const view = categoryView([product({ Id: 1, Fussnote: 'preise' })], notes, new Map(), 'de', page);
    expect(view.cards[0]!.footnote).toBe(1);
    expect(view.footnotes.map((f) => [f.number, f.Id])).toEqual([
      [1, 'fn-preise'],
      [2, 'fn-seite'],
    ]);
    const none = categoryView([product({ Id: 1, Fussnote: 'preise' })], [], new Map(), 'de', page);
    expect([none.cards[0]!.footnote, none.footnotes]).toEqual([null, []]);
  });

  it('lists a device’s tariff pairs, with the campaign price where there is one', () => {
    const pair = (Id: number, Position: number, Aktionspreis: number | null) =>
      ({
        Id,
        Position,
        TarifHandyAnzeigeName: `Paar ${Id}`,
        PreisHandy: 10000,
        PreisTarif: 2995,
        Aktionspreis,
      }) as DeviceTariffPair;
    const view = categoryView(
      [product({ Id: 30 })],
      [],
      new Map([[30, [pair(2, 2, 100), pair(1, 1, null)]]]),
      'de',
    );
    expect(view.cards[0]!.pairs).toEqual([
      { id: 1, name: 'Paar 1', device: '100\u00a0€', tariff: '29,95\u00a0€' },
      { id: 2, name: 'Paar 2', device: '1\u00a0€', tariff: '29,95\u00a0€' },
    ]);
  });

  it('drops empty description lines and states the reward', () => {
    const view = categoryView(
      [product({ Beschreibung1: '100 MBit/s', Beschreibung2: ' ', Praemien: [{ WertCent: 7000 } as never] })],
      [],
      new Map(),
      'de',
    );
    expect(view.cards[0]!.lines).toEqual(['100 MBit/s']);
    expect(view.cards[0]!.reward).toBe('70\u00a0€');
  });
});
