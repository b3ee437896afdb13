/**
 * ISO weeks of Berlin calendar days, for the agency's statistics (every week present, oldest
 * first). Pure: the days come in as YYYY-MM-DD, already in Berlin.
 */

const DAY_MS = 86_400_000;
const utcNoon = (day: string) => Date.parse(`${day}T12:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Monday of the ISO week a day falls in. */
export function mondayOf(day: string): string {
  const ms = utcNoon(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return dayOf(ms - weekday * DAY_MS);
}

/** `2026-W48`: the ISO year and week of a day (the year of the week's Thursday), as PostgreSQL's `IYYY-"W"IW`. */
export function isoWeek(day: string): string {
  const thursday = utcNoon(mondayOf(day)) + 3 * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const week = 1 + Math.floor((thursday - Date.UTC(year, 0, 1, 12)) / DAY_MS / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The last `count` ISO weeks up to the one of `today`, oldest first, each with its Monday. */
export function lastWeeks(today: string, count: number): { week: string; monday: string }[] {
  const newest = utcNoon(mondayOf(today));
  return Array.from({ length: count }, (_, i) => {
    const monday = dayOf(newest - (count - 1 - i) * 7 * DAY_MS);
    return { week: isoWeek(monday), monday };
  });
}
