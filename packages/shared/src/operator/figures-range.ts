/**
 * The date range of the console's figures (issue 14): Berlin calendar days as YYYY-MM-DD, widened
 * to whole ISO weeks (Monday to Sunday), because the funnel is counted per week. Pure, so the
 * server's query and the console's form agree on what a range means.
 */

const DAY_MS = 86_400_000;
/** At most two years of weeks: a chart of more has bars too thin to read. */
export const MAX_FIGURES_WEEKS = 104;
/** The default range: the last 12 weeks, the current one included. */
export const DEFAULT_FIGURES_WEEKS = 12;

const utcNoon = (day: string) => Date.parse(`${day}T12:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether a text is a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = utcNoon(value);
  return Number.isFinite(ms) && dayOf(ms) === value;
}

/** Monday of the ISO week a day falls in. */
export function mondayOf(day: string): string {
  const ms = utcNoon(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return dayOf(ms - weekday * DAY_MS);
}

/** `2026-W48`: ISO year and week of a day (the year of its week's Thursday), as PostgreSQL's `IYYY-"W"IW`. */
export function isoWeek(day: string): string {
  const thursday = utcNoon(mondayOf(day)) + 3 * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const week = 1 + Math.floor((thursday - Date.UTC(year, 0, 1, 12)) / DAY_MS / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** How many ISO weeks the range touches (0 when `to` lies before `from`). */
export function weeksTouched(from: string, to: string): number {
  const span = utcNoon(mondayOf(to)) - utcNoon(mondayOf(from));
  return span < 0 ? 0 : Math.round(span / (7 * DAY_MS)) + 1;
}

/** The range widened to whole weeks: the Monday of `from`'s week to the Sunday of `to`'s. */
export function wholeWeeks(from: string, to: string): { from: string; to: string } {
  return { from: mondayOf(from), to: dayOf(utcNoon(mondayOf(to)) + 6 * DAY_MS) };
}

/** The default range for a Berlin day: from the Monday eleven weeks before this week's, to today. */
export function defaultFiguresRange(today: string): { from: string; to: string } {
  const monday = utcNoon(mondayOf(today));
  return { from: dayOf(monday - (DEFAULT_FIGURES_WEEKS - 1) * 7 * DAY_MS), to: today };
}

export type RangeProblem = 'from' | 'to' | 'order' | 'length';

/** What is wrong with a range, if anything: a day that is not one, `to` before `from`, too many weeks. */
export function rangeProblems(from: string, to: string): RangeProblem[] {
  const problems: RangeProblem[] = [];
  if (!isCalendarDay(from)) problems.push('from');
  if (!isCalendarDay(to)) problems.push('to');
  if (problems.length > 0) return problems;
  if (to < from) return ['order'];
  if (weeksTouched(from, to) > MAX_FIGURES_WEEKS) return ['length'];
  return [];
}
