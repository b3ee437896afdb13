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
