import { describe, expect, it } from 'vitest';
import { maskAddress } from './mask-address.ts';

describe('an address in the outbox list', () => {
  it.each([
    ['anna.berg@example.org', 'a…@example.org'],
    ['a@example.org', 'a…@example.org'],
    ['"odd@name"@example.org', '"…@example.org'],
    ['émile@exemple.fr', 'é…@exemple.fr'],
    ['no-at-sign', '…'],
    ['@example.org', '…'],
  ])('%s → %s', (address, shown) => {
    expect(maskAddress(address)).toBe(shown);
  });
});
