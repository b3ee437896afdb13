import { describe, expect, it } from 'vitest';
import { bicOf } from './bic.ts';

describe('bicOf', () => {
  it.each([
    ['DE89370400440532013000', 'COBADEFFXXX'],
    ['DE89 3704 0044 0532 0130 00', 'COBADEFFXXX'],
    ['DE00123', null],
  ])('%s → %s', (iban, bic) => {
    expect(bicOf(iban)).toBe(bic);
  });
});
