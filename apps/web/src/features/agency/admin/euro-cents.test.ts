import { describe, expect, it } from 'vitest';
import { parseEuroInput } from './euro-cents.ts';

describe('parseEuroInput', () => {
  it.each([
    ['25', 2500],
    ['25,5', 2550],
    ['12,50', 1250],
    ['12.50', 1250],
    ['0,99', 99],
    [' 30 € ', 3000],
    ['1.250', 125_000],
    ['1.250,75', 125_075],
    ['1,250.75', 125_075],
    ['1250,00', 125_000],
  ])('%s → %i cents', (text, cents) => {
    expect(parseEuroInput(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '12,5055', '12,50,1', '1.25.0', ',50', '12e3', '1.2345'])(
    'refuses %j',
    (text) => {
      expect(parseEuroInput(text)).toBeNull();
    },
  );
});
