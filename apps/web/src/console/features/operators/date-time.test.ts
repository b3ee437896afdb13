import { describe, expect, it } from 'vitest';
import { displayDateTime } from './date-time.ts';

describe('displayDateTime (DD.MM.YYYY HH:MM, Europe/Berlin)', () => {
  it.each([
    ['2026-11-29T13:35:47.008Z', '29.11.2026 14:35'],
    ['2026-07-01T22:10:00Z', '02.07.2026 00:10'],
    [null, '–'],
    ['', '–'],
    ['not a date', '–'],
  ])('%s → %s', (value, shown) => {
    expect(displayDateTime(value)).toBe(shown);
  });
});
