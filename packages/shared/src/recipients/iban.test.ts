import { describe, expect, it } from 'vitest';
import { ibanProblem, maskIban, normaliseIban } from './iban.ts';

describe('IBAN rules (spec §5)', () => {
  it.each([
    ['DE89 3704 0044 0532 0130 00', false, null],
    ['de89370400440532013000', true, null],
    ['DE89 3704 0044 0532 0130 01', false, 'invalid'],
    ['AT61 1904 3002 3457 3201', false, null],
    ['AT61 1904 3002 3457 3201', true, 'not_german'],
    ['NL91ABNA0417164300', true, 'not_german'],
    ['hello', false, 'invalid'],
    ['', false, 'invalid'],
  ] as const)('%s (German only: %s) → %s', (iban, germanOnly, problem) => {
    expect(ibanProblem(iban, germanOnly)).toBe(problem);
  });

  it('normalises typed IBANs and masks all but the last four characters', () => {
    expect(normaliseIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(maskIban('DE89370400440532013000')).toBe('DE•• •••• •••• •••• ••30 00');
  });
});
