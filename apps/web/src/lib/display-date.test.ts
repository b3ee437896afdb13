import { describe, expect, it } from 'vitest';
import { displayDate, displayDateTime } from './display-date.ts';

describe('displayDate (spec §9: DD.MM.YYYY)', () => {
  it.each([
    { value: '2025-03-01', expected: '01.03.2025' },
    { value: '2025-03-01T10:00:00.000Z', expected: '01.03.2025' },
    // Late evening UTC is already the next day in Berlin.
    { value: '2025-02-28T23:30:00Z', expected: '01.03.2025' },
    { value: '01.03.2025', expected: null },
    { value: '2025-13-45T00:00:00Z', expected: null },
    { value: '', expected: null },
    { value: null, expected: null },
  ])('$value → $expected', ({ value, expected }) => {
    expect(displayDate(value)).toBe(expected);
  });
});

describe("displayDateTime (spec §9: 'DD.MM.YYYY - HH:MM')", () => {
  it.each([
    { value: '2026-03-01T09:05:00.000Z', expected: '01.03.2026 - 10:05' },
    // Summer time, and the day that is already the next one in Berlin.
    { value: '2026-07-31T22:30:00Z', expected: '01.08.2026 - 00:30' },
    { value: '2026-03-01', expected: '01.03.2026' },
    { value: 'gestern', expected: null },
    { value: null, expected: null },
  ])('$value → $expected', ({ value, expected }) => {
    expect(displayDateTime(value)).toBe(expected);
  });
});
