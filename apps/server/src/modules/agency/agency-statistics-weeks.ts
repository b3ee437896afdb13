import { isoWeek, mondayOf } from '@kwk/shared/operator/figures-range';

/**
 * ISO weeks of Berlin calendar days, for the agency's statistics (every week present, oldest
 * first). Pure: the days come in as YYYY-MM-DD, already in Berlin. The week arithmetic is the
 * console figures' (`figures-range`), so both count a week alike.
 */

const DAY_MS = 86_400_000;
const utcNoon = (day: string) => Date.parse(`${day}T12:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `count` ISO weeks up to the one of `today`, oldest first, each with its Monday. */
export function lastWeeks(today: string, count: number): { week: string; monday: string }[] {
  const newest = utcNoon(mondayOf(today));
  return Array.from({ length: count }, (_, i) => {
    const monday = dayOf(newest - (count - 1 - i) * 7 * DAY_MS);
    return { week: isoWeek(monday), monday };
  });
}
