import { describe, expect, it } from 'vitest';
import { berlinDateTime } from './berlin-time.ts';

describe('berlinDateTime', () => {
  it.each([
    ['2026-11-26T12:05:00Z', '26.11.2026 13:05'], // winter: UTC+1
    ['2026-07-01T22:30:00Z', '02.07.2026 00:30'], // summer: UTC+2, the next day in Berlin
    ['2026-01-01T00:00:00Z', '01.01.2026 01:00'],
  ])('%s → %s', (iso, shown) => {
    expect(berlinDateTime(iso)).toBe(shown);
  });
});
