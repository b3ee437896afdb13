import { describe, expect, it } from 'vitest';
import { isTaxFree, passesTaxFreeLimit, TAX_FREE_LIMIT_CENT } from './tax-free-limit.ts';

describe('§22 Nr. 3 EStG: less than 256 € a year is tax-free', () => {
  it('the limit is 256 €', () => expect(TAX_FREE_LIMIT_CENT).toBe(25_600));

  it.each([
    [0, true],
    [10_000, true],
    [25_599, true],
    [25_600, false],
    [25_601, false],
    [50_000, false],
  ])('a year of %i cents is tax-free: %s', (cents, free) => expect(isTaxFree(cents)).toBe(free));

  it.each([
    // paid this year, the reward to choose, passes
    [0, 5_000, false],
    [20_000, 5_599, false],
    [20_000, 5_600, true],
    [20_000, 7_000, true],
    [25_599, 0, false],
    [25_599, 1, true],
    [25_600, 0, true],
    [30_000, 1_000, true],
    [0, 25_600, true],
  ])('paid %i and choosing %i passes the limit: %s', (paid, reward, passes) =>
    expect(passesTaxFreeLimit(paid, reward)).toBe(passes),
  );
});
