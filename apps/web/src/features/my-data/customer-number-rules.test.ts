import { describe, expect, it } from 'vitest';
import { checkCustomerNumber } from './customer-number-rules.ts';

describe('checkCustomerNumber (4 to 20 letters, digits, hyphens)', () => {
  it.each([
    { raw: ' K-1234567 ', lang: 'de', expected: { ok: true, value: 'K-1234567' } },
    { raw: 'abcd', lang: 'de', expected: { ok: true, value: 'abcd' } },
    { raw: 'A'.repeat(20), lang: 'de', expected: { ok: true, value: 'A'.repeat(20) } },
    { raw: '', lang: 'de', expected: { ok: false, message: 'Kundennummer ist ein Pflichtfeld' } },
    { raw: '   ', lang: 'en', expected: { ok: false, message: 'Customer number is required' } },
    { raw: '12', lang: 'de', expected: { ok: false, message: 'Kundennummer ist nicht gültig' } },
    { raw: 'A'.repeat(21), lang: 'de', expected: { ok: false, message: 'Kundennummer ist nicht gültig' } },
    { raw: 'K 1234', lang: 'de', expected: { ok: false, message: 'Kundennummer ist nicht gültig' } },
    { raw: 'K/1234', lang: 'en', expected: { ok: false, message: 'Customer number is not valid' } },
  ] as const)('"$raw" ($lang)', ({ raw, lang, expected }) => {
    expect(checkCustomerNumber(raw, lang)).toEqual(expected);
  });
});
