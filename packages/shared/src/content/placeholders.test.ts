import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholdersIn } from './placeholders.ts';

const all = {
  client: 'Telko',
  link: 'https://t.example/r/abc',
  reward: '50 €',
  firstName: 'Erika',
  lastName: 'Muster',
  dealName: 'Glasfaser 500',
  startDate: '01.12.2026',
  endDate: '31.12.2026',
};

describe('fillPlaceholders', () => {
  it.each([
    ['Empfehlen Sie {client}', all, 'Empfehlen Sie Telko'],
    ['{firstName} {lastName} empfiehlt {dealName}', all, 'Erika Muster empfiehlt Glasfaser 500'],
    ['Vom {startDate} bis {endDate}: {reward}', all, 'Vom 01.12.2026 bis 31.12.2026: 50 €'],
    ['{link} und nochmal {link}', all, 'https://t.example/r/abc und nochmal https://t.example/r/abc'],
    ['Ohne Wert bleibt {reward}', { client: 'X' }, 'Ohne Wert bleibt {reward}'],
    ['Unbekannt bleibt {iban} und {Client}', all, 'Unbekannt bleibt {iban} und {Client}'],
    ['Leerer Wert: [{reward}]', { reward: '' }, 'Leerer Wert: []'],
    ['Kein Platzhalter', all, 'Kein Platzhalter'],
    ['{{client}}', all, '{Telko}'],
    ['Wert mit $& bleibt: {client}', { client: '$&-$1' }, 'Wert mit $& bleibt: $&-$1'],
  ])('%s', (text, values, expected) => {
    expect(fillPlaceholders(text, values)).toBe(expected);
  });
});

describe('placeholdersIn', () => {
  it('names each known placeholder once, in order of first use', () => {
    expect(placeholdersIn('{reward} für {firstName}, {reward} und {foo}')).toEqual(['reward', 'firstName']);
  });
});
