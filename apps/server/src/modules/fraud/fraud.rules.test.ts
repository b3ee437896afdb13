import { describe, expect, it } from 'vitest';
import { disposableDomains } from './disposable-domains.ts';
import {
  exceeds,
  fraudEmailKey,
  isDisposableEmail,
  maskEmail,
  networkOf,
  postalAddressKey,
} from './fraud.rules.ts';

describe('fraudEmailKey', () => {
  it.each([
    ['Anna.Berg@Gmail.com', 'annaberg@gmail.com'],
    ['a.n.n.a.berg+kwk@googlemail.com', 'annaberg@gmail.com'],
    [' anna.berg@gmail.com. ', 'annaberg@gmail.com'],
    ['anna.berg+promo@web.de', 'anna.berg@web.de'],
    ['Anna.Berg+x@outlook.com', 'anna.berg@outlook.com'],
    // Dots count at providers that keep them …
    ['anna.berg@web.de', 'anna.berg@web.de'],
    // … but a plus-tag is stripped at any domain (a match holds for a look, it rejects nothing).
    ['sam.fox+a@firma.example', 'sam.fox@firma.example'],
    ['+only@firma.example', '+only@firma.example'],
    ['no-at-sign', 'no-at-sign'],
  ])('%s → %s', (email, key) => {
    expect(fraudEmailKey(email)).toBe(key);
  });

  it('tells different people apart', () => {
    expect(fraudEmailKey('anna.berg@web.de')).not.toBe(fraudEmailKey('annaberg@web.de'));
    expect(fraudEmailKey('anna@gmail.com')).not.toBe(fraudEmailKey('anna@gmx.de'));
  });
});

describe('isDisposableEmail', () => {
  it.each([
    ['x@mailinator.com', true],
    ['x@MAILINATOR.com', true],
    ['x@sub.mailinator.com', true],
    ['x@10minutemail.com', true],
    ['x@gmail.com', false],
    ['x@web.de', false],
    ['x@firma.example', false],
  ])('%s: %s', async (email, disposable) => {
    expect(isDisposableEmail(email, await disposableDomains())).toBe(disposable);
  });
});

describe('networkOf', () => {
  it.each([
    ['81.2.69.160', '81.2.69.0/24'],
    ['81.2.69.1', '81.2.69.0/24'],
    ['::ffff:81.2.69.7', '81.2.69.0/24'],
    ['2a00:1450:4001:81a::200e', '2a00:1450:4001:81a::/64'],
    ['2a00:1450:4001:81a:ffff::1', '2a00:1450:4001:81a::/64'],
    // Addresses that say nothing about the client (a proxy's, a home network's).
    ['127.0.0.1', null],
    ['10.1.2.3', null],
    ['192.168.0.4', null],
    ['::1', null],
    ['fd00::1', null],
    ['fe80::1', null],
    ['not an ip', null],
    [null, null],
  ])('%s → %s', (ip, network) => {
    expect(networkOf(ip)).toBe(network);
  });
});

describe('maskEmail and exceeds', () => {
  it('masks all but the first letter and the domain', () => {
    expect(maskEmail(' Anna.Berg@Example.org')).toBe('a***@example.org');
    expect(maskEmail('broken')).toBe('***');
  });
  it.each([
    [3, 3, false],
    [4, 3, true],
    [0, 1, false],
  ])('%i against a limit of %i: %s', (count, limit, over) => {
    expect(exceeds(count, limit)).toBe(over);
  });
});

describe('postalAddressKey', () => {
  const at = (strasse: string, hausnummer: string, plz: string) => ({ strasse, hausnummer, plz });
  it.each([
    [at('Heidestraße', '17', '51147'), '51147|heidestrasse|17'],
    [at('  heidestr. ', '17', ' 51147 '), '51147|heidestrasse|17'],
    [at('HEIDESTRASSE', '17', '51147'), '51147|heidestrasse|17'],
    [at('Heide Str', '17 A', '51147'), '51147|heidestrasse|17a'],
    [at('Müllerstraße', '3-5', '13353'), '13353|muellerstrasse|3-5'],
    [at('Am Markt', '1', '10117'), '10117|ammarkt|1'],
  ])('%o → %s', (address, key) => {
    expect(postalAddressKey(address)).toBe(key);
  });

  it('tells different homes apart and matches nothing unknown', () => {
    expect(postalAddressKey(at('Heidestraße', '17', '51147'))).not.toBe(
      postalAddressKey(at('Heidestraße', '17', '51149')),
    );
    expect(postalAddressKey(at('Heidestraße', '17', '51147'))).not.toBe(
      postalAddressKey(at('Heidestraße', '18', '51147')),
    );
    expect(postalAddressKey(at('Müllerstraße', '3-5', '13353'))).not.toBe(
      postalAddressKey(at('Müllerstraße', '35', '13353')),
    );
    expect(postalAddressKey(at('Strasse', '1', '10117'))).toBe('10117|strasse|1');
    expect(postalAddressKey(at('', '17', '51147'))).toBeNull();
    expect(postalAddressKey(at('Heidestraße', ' ', '51147'))).toBeNull();
    expect(postalAddressKey(null)).toBeNull();
  });
});
