/** Time is injected (ARCHITECTURE.md): services ask the clock, so tests can move to day 61. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and move. */
export class TestClock implements Clock {
  constructor(private current: Date = new Date()) {}
  now(): Date {
    return new Date(this.current);
  }
  set(date: Date): void {
    this.current = new Date(date);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

const berlinDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' });
/** Today's date in Berlin as YYYY-MM-DD: programme days turn at German midnight, not UTC's. */
export function berlinDate(date: Date): string {
  return berlinDay.format(date);
}

/** The clock standing at the start of the given day in Berlin, where programme days turn. */
export function startOfBerlinDay(date: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(midnightUtc) || new Date(midnightUtc).toISOString().slice(0, 10) !== date)
    return undefined;
  // Berlin is one hour ahead of UTC in winter, two in summer: the day starts at the earlier of the
  // two instants that already falls on it (on the day the clocks change, the offset of midnight counts).
  return [2, 1]
    .map((hours) => new Date(midnightUtc - hours * 3_600_000))
    .find((at) => berlinDate(at) === date);
}
