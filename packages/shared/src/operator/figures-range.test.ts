import { describe, expect, it } from 'vitest';
import {
  defaultFiguresRange,
  isCalendarDay,
  isoWeek,
  MAX_FIGURES_WEEKS,
  mondayOf,
  rangeProblems,
  weeksTouched,
  wholeWeeks,
} from './figures-range.ts';

describe('the figures range', () => {
  it.each([
    ['2026-11-26', '2026-11-23', '2026-W48'],
    ['2026-11-23', '2026-11-23', '2026-W48'],
    ['2026-11-29', '2026-11-23', '2026-W48'],
    // ISO week 53 of 2026 runs into January 2027; 1 January 2027 is a Friday.
    ['2027-01-01', '2026-12-28', '2026-W53'],
    ['2027-01-04', '2027-01-04', '2027-W01'],
    // 29 December 2025 is the Monday of 2026's week 1.
    ['2025-12-31', '2025-12-29', '2026-W01'],
  ])('%s lies in the week of Monday %s, %s', (day, monday, week) => {
    expect(mondayOf(day)).toBe(monday);
    expect(isoWeek(day)).toBe(week);
  });

  it.each([
    ['2026-11-26', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['26-11-2026', false],
    ['2026-11-2', false],
    ['', false],
  ])('%s is a calendar day: %s', (value, ok) => expect(isCalendarDay(value)).toBe(ok));

  it.each([
    ['2026-11-02', '2026-11-29', []],
    ['2026-11-26', '2026-11-26', []],
    ['2026-11-29', '2026-11-02', ['order']],
    ['2026-02-30', '2026-03-01', ['from']],
    ['2026-03-01', 'morgen', ['to']],
    ['x', 'y', ['from', 'to']],
    // 104 weeks are allowed, 105 are not.
    ['2024-12-02', '2026-11-29', []],
    ['2024-11-25', '2026-11-29', ['length']],
  ])('%s to %s: %j', (from, to, problems) => expect(rangeProblems(from, to)).toEqual(problems));

  it('widens a range to whole weeks and counts them', () => {
    expect(wholeWeeks('2026-11-04', '2026-11-18')).toEqual({ from: '2026-11-02', to: '2026-11-22' });
    expect(weeksTouched('2026-11-04', '2026-11-18')).toBe(3);
    expect(weeksTouched('2024-12-02', '2026-11-29')).toBe(MAX_FIGURES_WEEKS);
    expect(weeksTouched('2026-11-18', '2026-11-04')).toBe(0);
  });

  it('defaults to the last 12 weeks, this one included', () => {
    const range = defaultFiguresRange('2026-11-26');
    expect(range).toEqual({ from: '2026-09-07', to: '2026-11-26' });
    expect(weeksTouched(range.from, range.to)).toBe(12);
  });
});
