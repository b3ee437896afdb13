import { describe, expect, it } from 'vitest';
import { exceeds, fraudEmailKey, isDisposableEmail, maskEmail, networkOf } from './fraud.rules.ts';

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
  ])('%s: %s', (email, disposable) => {
    expect(isDisposableEmail(email)).toBe(disposable);
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
