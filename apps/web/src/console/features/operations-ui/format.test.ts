import { describe, expect, it } from 'vitest';
import { formatTime } from './format.ts';

describe('a time in the operations screens', () => {
  it.each([
    ['2026-11-26T09:05:00Z', '26.11.2026 09:05 UTC'],
    ['2026-01-02T23:59:59.999Z', '02.01.2026 23:59 UTC'],
    [null, '–'],
    [undefined, '–'],
  ])('%s → %s', (iso, shown) => {
    expect(formatTime(iso)).toBe(shown);
  });
});
