import { describe, expect, it } from 'vitest';
import {
  landingStatus,
  nameAddressKey,
  orderUrl,
  randomEmpfaengernummer,
  referrerShortName,
} from './recipients.rules.ts';

describe('recipient rules', () => {
  it('draws ten-digit recipient numbers', () => {
    expect(randomEmpfaengernummer(() => 1_000_000_000)).toBe('1000000000');
    expect(randomEmpfaengernummer()).toMatch(/^[1-9]\d{9}$/);
  });

  it.each([
    ['Anna', 'müller', 'Anna M.'],
    [' Ben ', '', 'Ben'],
  ])('shortens %s %s to %s', (v, n, short) => expect(referrerShortName(v, n)).toBe(short));

  const base = { status: 'Ok' as const, optinConfirmed: true, expired: false, referrerUsable: true };
  it.each([
    [{}, 'Ok'],
    [{ expired: true }, 'Abgelaufen'],
    [{ status: 'Abgelaufen' as const }, 'Abgelaufen'],
    [{ status: 'Storniert' as const }, 'Gesperrt'],
    [{ optinConfirmed: false }, 'Gesperrt'],
    [{ referrerUsable: false }, 'Gesperrt'],
    // An order in progress keeps the link usable past day 60: the recipient checks on it.
    [{ status: 'Offen' as const, expired: true }, 'Ok'],
    [{ status: 'Gezahlt' as const }, 'Ok'],
  ])('landing status of %o is %s', (change, expected) => {
    expect(landingStatus({ ...base, ...change })).toBe(expected);
  });

  it('compares name and address regardless of spelling of ß, umlauts, case and blanks', () => {
    const a = nameAddressKey({
      vorname: 'Jörg',
      name: 'Groß',
      strasse: 'Hauptstraße',
      hausnummer: '1a',
      plz: '10115',
    });
    const b = nameAddressKey({
      vorname: 'joerg',
      name: 'GROSS',
      strasse: 'Hauptstr',
      hausnummer: '1 A',
      plz: '10115',
    });
    expect(a).toBe(b);
    expect(
      nameAddressKey({
        vorname: 'Jörg',
        name: 'Groß',
        strasse: 'Hauptstraße',
        hausnummer: '2',
        plz: '10115',
      }),
    ).not.toBe(a);
  });

  it('fills the order URL with encoded values and leaves other braces alone', () => {
    expect(
      orderUrl(
        'https://shop.example/b?p={produkt}&e={empfehlungsnummer}&r={empfaengernummer}&c={channel}&x={other}',
        {
          produkt: 7,
          empfehlungsnummer: 12345678,
          empfaengernummer: '1234567890',
          channel: 'a&b',
        },
      ),
    ).toBe('https://shop.example/b?p=7&e=12345678&r=1234567890&c=a%26b&x={other}');
  });
});
