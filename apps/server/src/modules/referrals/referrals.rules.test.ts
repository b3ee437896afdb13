import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  linkToken,
  randomEmpfehlungsnummer,
  referralExpiry,
  referralLink,
} from './referrals.rules.ts';

describe('referral rules', () => {
  it.each([
    ['2026-01-01T00:00:00Z', '2026-03-02T00:00:00Z'],
    ['2026-11-22T10:00:00Z', '2027-01-21T10:00:00Z'],
  ])('a link created %s expires 60 days later, %s', (created, expires) => {
    expect(referralExpiry(new Date(created)).toISOString()).toBe(new Date(expires).toISOString());
  });

  it('derives a stable, tenant-bound link token', () => {
    const a = linkToken('s', 't1', 12345678);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(linkToken('s', 't1', 12345678)).toBe(a);
    expect(linkToken('s', 't2', 12345678)).not.toBe(a);
    expect(linkToken('other', 't1', 12345678)).not.toBe(a);
  });

  it('builds the link on the tenant origin', () => {
    expect(referralLink('https://empfehlen.x.example', 12345678, 'ab')).toBe(
      'https://empfehlen.x.example/empfehlung/12345678?k=ab',
    );
  });

  it.each([
    [0, 10_000_000],
    [0.5, 55_000_000],
    [0.999999999, 99_999_999],
  ])('draws eight-digit numbers (random %s → %s)', (r, n) => {
    expect(randomEmpfehlungsnummer(() => r)).toBe(n);
  });

  it.each([
    ['{firstName} {lastName} empfiehlt {client}', 'Anna Berg empfiehlt Telko'],
    ['{link} und {unknown}', 'https://l und {unknown}'],
  ])('fills %s', (template, expected) => {
    expect(
      fillTemplate(template, { firstName: 'Anna', lastName: 'Berg', client: 'Telko', link: 'https://l' }),
    ).toBe(expected);
  });
});
