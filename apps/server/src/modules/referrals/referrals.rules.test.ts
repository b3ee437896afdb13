import { describe, expect, it, vi } from 'vitest';
import { linkToken, randomEmpfehlungsnummer, referralExpiry, referralLink } from './referrals.rules.ts';

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

  it('draws from the eight-digit numbers not starting with 0', () => {
    const asked: [number, number][] = [];
    randomEmpfehlungsnummer((min, max) => {
      asked.push([min, max]);
      return min;
    });
    expect(asked).toEqual([[10_000_000, 100_000_000]]);
  });

  it('draws with the crypto generator: in range, eight digits, hardly ever the same, no Math.random', () => {
    const mathRandom = vi.spyOn(Math, 'random');
    try {
      const draws = Array.from({ length: 20_000 }, () => randomEmpfehlungsnummer());
      expect(draws.filter((nr) => !Number.isInteger(nr) || !/^[1-9]\d{7}$/.test(String(nr)))).toEqual([]);
      // 20,000 draws from 90 million: about two pairs alike by chance, not dozens.
      expect(new Set(draws).size).toBeGreaterThan(draws.length - 15);
      expect(Math.min(...draws)).toBeLessThan(15_000_000);
      expect(Math.max(...draws)).toBeGreaterThan(95_000_000);
      expect(mathRandom).not.toHaveBeenCalled();
    } finally {
      mathRandom.mockRestore();
    }
  });
});
