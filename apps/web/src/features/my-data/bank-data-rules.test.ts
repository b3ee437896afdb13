import { describe, expect, it } from 'vitest';
import { ibanEnding } from './bank-data-rules.ts';

describe('ibanEnding', () => {
  it.each([
    ['DE•• •••• •••• •••• ••30 00', '3000'],
    ['FR•• •••• •••• •••• •••• •••7 189', '7189'],
    ['•••• ••••', null],
    ['', null],
  ])('%s → %s', (masked, ending) => {
    expect(ibanEnding(masked)).toBe(ending);
  });
});
