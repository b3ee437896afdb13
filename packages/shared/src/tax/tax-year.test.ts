import { describe, expect, it } from 'vitest';
import { berlinYear, berlinYearBounds, taxYear } from './tax-year.ts';

describe('the Berlin calendar year', () => {
  it.each([
    ['2026-01-01T00:00:00Z', 2026],
    ['2025-12-31T22:59:59Z', 2025],
    ['2025-12-31T23:00:00Z', 2026],
    ['2026-12-31T22:59:59.999Z', 2026],
    ['2026-12-31T23:00:00Z', 2027],
    ['2026-07-01T12:00:00Z', 2026],
  ])('%s is in %i', (at, year) => expect(berlinYear(new Date(at))).toBe(year));

  it.each([2024, 2026, 2030])('%i runs from Berlin New Year to the next', (year) => {
    const { from, to } = berlinYearBounds(year);
    expect(berlinYear(from)).toBe(year);
    expect(berlinYear(new Date(from.getTime() - 1))).toBe(year - 1);
    expect(berlinYear(new Date(to.getTime() - 1))).toBe(year);
    expect(berlinYear(to)).toBe(year + 1);
  });

  it('says whether the paid sum is still tax-free', () => {
    expect(taxYear(2026, 25_599, 5_000)).toEqual({
      Jahr: 2026,
      AusgezahltCent: 25_599,
      AusstehendCent: 5_000,
      FreigrenzeCent: 25_600,
      Steuerfrei: true,
    });
    expect(taxYear(2026, 25_600, 0).Steuerfrei).toBe(false);
  });
});
