import { isoWeek, mondayOf } from '@kwk/shared/operator/figures-range';
import { describe, expect, it } from 'vitest';
import { lastWeeks } from './agency-statistics-weeks.ts';

describe('ISO weeks of Berlin days', () => {
  it.each([
    ['2026-11-26', '2026-W48', '2026-11-23'],
    ['2026-11-23', '2026-W48', '2026-11-23'],
    ['2026-11-29', '2026-W48', '2026-11-23'],
    ['2026-11-30', '2026-W49', '2026-11-30'],
    // Years whose first days belong to the last week of the year before, and the other way round.
    ['2021-01-03', '2020-W53', '2020-12-28'],
    ['2021-01-04', '2021-W01', '2021-01-04'],
    ['2024-12-30', '2025-W01', '2024-12-30'],
    ['2026-01-01', '2026-W01', '2025-12-29'],
    ['2027-01-01', '2026-W53', '2026-12-28'],
    ['2027-01-04', '2027-W01', '2027-01-04'],
  ])('%s is in %s, which starts on %s', (day, week, monday) => {
    expect(isoWeek(day)).toBe(week);
    expect(mondayOf(day)).toBe(monday);
  });

  it('lists every week up to today, oldest first, across a year end', () => {
    expect(lastWeeks('2027-01-05', 3)).toEqual([
      { week: '2026-W52', monday: '2026-12-21' },
      { week: '2026-W53', monday: '2026-12-28' },
      { week: '2027-W01', monday: '2027-01-04' },
    ]);
    expect(lastWeeks('2026-11-26', 1)).toEqual([{ week: '2026-W48', monday: '2026-11-23' }]);
  });
});
