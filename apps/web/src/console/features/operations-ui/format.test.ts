import { describe, expect, it } from 'vitest';
import { formatTime } from './format.ts';

describe('a time in the operations screens', () => {
  it.each([
    ['2026-11-26T09:05:00Z', '26.11.2026 10:05'], // winter: UTC+1
    ['2026-01-02T23:59:59.999Z', '03.01.2026 00:59'], // the next day in Berlin
    ['2026-07-01T09:05:00Z', '01.07.2026 11:05'], // summer: UTC+2
    [null, '–'],
    [undefined, '–'],
  ])('%s → %s', (iso, shown) => {
    expect(formatTime(iso)).toBe(shown);
  });
});
