import { describe, expect, it } from 'vitest';
import { centsOf } from './euro-input.ts';

describe('a value typed in euros', () => {
  it.each([
    ['25', 2500],
    ['25 €', 2500],
    ['12,50', 1250],
    ['12.5', 1250],
    [' 0,99 ', 99],
    ['0', undefined],
    ['', undefined],
    ['12,345', undefined],
    ['-5', undefined],
    ['zehn', undefined],
    ['1.000,00', undefined],
  ])('%j → %s', (typed, cents) => {
    expect(centsOf(typed)).toBe(cents);
  });
});
