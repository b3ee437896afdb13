import { describe, expect, it } from 'vitest';
import { type FieldDef, shownCents, shownDate, toBody, toFormValues } from './entity-form.ts';

const L = { de: 'x', en: 'x' };
const FIELDS: FieldDef[] = [
  { name: 'Name', label: L, kind: 'text' },
  { name: 'Hinweis', label: L, kind: 'text', optional: true },
  { name: 'Preis', label: L, kind: 'cents', optional: true },
  { name: 'Position', label: L, kind: 'integer' },
  { name: 'KategorieId', label: L, kind: 'select', options: [{ value: '3', label: 'c' }] },
  { name: 'Klasse', label: L, kind: 'select', optional: true, options: [{ value: 'M', label: 'M' }] },
  { name: 'Ende', label: L, kind: 'date', optional: true },
  { name: 'PraemienIds', label: L, kind: 'ids' },
  { name: 'Aktiv', label: L, kind: 'checkbox' },
];

describe('catalogue forms: values ↔ API bodies', () => {
  it('a new row starts empty and active, a required choice at its first option', () => {
    expect(toFormValues(FIELDS, undefined)).toEqual({
      Name: '',
      Hinweis: '',
      Preis: '',
      Position: '',
      KategorieId: '3',
      Klasse: '',
      Ende: '',
      PraemienIds: [],
      Aktiv: true,
    });
  });

  it('a row read back becomes its body again', () => {
    const row = {
      Name: 'Zuhause M',
      Hinweis: null,
      Preis: 3995,
      Position: 1,
      KategorieId: 3,
      Klasse: 'M',
      Ende: '2026-12-31',
      PraemienIds: [1, 7],
      Aktiv: false,
    };
    expect(toBody(FIELDS, toFormValues(FIELDS, row))).toEqual(row);
  });

  it.each([
    [
      'empty optional fields are null',
      { Hinweis: ' ', Preis: '', Ende: '' },
      { Hinweis: null, Preis: null, Ende: null },
    ],
    ['numbers are trimmed and whole', { Preis: ' 1999 ', Position: '0' }, { Preis: 1999, Position: 0 }],
    // Sent as typed: the server's field message says what is wrong.
    ['a decimal stays a number for the server to refuse', { Preis: '19.99' }, { Preis: 19.99 }],
    ['letters stay text for the server to refuse', { Position: 'abc' }, { Position: 'abc' }],
    ['an empty required number is empty text', { Position: '' }, { Position: '' }],
    [
      'a numeric choice is a number, a letter choice text',
      { KategorieId: '12', Klasse: 'XL' },
      { KategorieId: 12, Klasse: 'XL' },
    ],
    ['chosen ids are numbers', { PraemienIds: ['4', '1'] }, { PraemienIds: [4, 1] }],
  ])('%s', (_name, values, expected) => {
    const base = toFormValues(FIELDS, undefined);
    expect(toBody(FIELDS, { ...base, ...values })).toMatchObject(expected);
  });

  it.each([
    ['2026-11-22', '22.11.2026'],
    [null, ''],
    ['22.11.2026', ''],
  ])('shows the date %s as %s', (iso, shown) => {
    expect(shownDate(iso)).toBe(shown);
  });

  it('shows cents as euros', () => {
    expect(shownCents(1999, 'de').replace(/\s/g, ' ')).toBe('19,99 €');
    expect(shownCents(1999, 'en')).toBe('€19.99');
    expect(shownCents(null, 'de')).toBe('');
  });
});
