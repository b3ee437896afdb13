import { describe, expect, it } from 'vitest';
import { euro, parseEuro, shortDate } from './case-format.ts';

describe('console case formats', () => {
  it.each([
    ['25', 2500],
    ['25,5', 2550],
    ['25,50 €', 2550],
    ['25.50', 2550],
    ['1.250,00', 125000],
    ['1.250', 125000],
    ['0,01', 1],
    ['', undefined],
    ['abc', undefined],
    ['25,555', undefined],
    ['-5', undefined],
  ])('reads %j as %j cents', (raw, cents) => {
    expect(parseEuro(raw)).toBe(cents);
  });

  it('shows dates as DD.MM.YYYY in Berlin time and amounts in the language', () => {
    expect(shortDate('2026-11-25T23:30:00Z')).toBe('26.11.2026');
    expect(shortDate(null)).toBe('');
    expect(euro(2550, 'de')).toBe('25,50\u00a0€');
    expect(euro(2550, 'en')).toBe('€25.50');
  });
});
