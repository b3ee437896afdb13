/**
 * Reward expiry (issue 15): a reward ready (Bereitgestellt) but not chosen within the tenant's
 * period becomes Abgelaufen by the daily job, after reminders 30 and 7 days before. Days are
 * Berlin calendar days (YYYY-MM-DD). The job states the same rules in SQL (lifecycle
 * reward-expiry.statements.ts); its tests hold both to the same days.
 */

/** Without a configured period a ready reward waits twelve months (issue 15). */
export const DEFAULT_REWARD_EXPIRY_MONTHS = 12;

/** The reminders, in days before the reward expires; the later one replaces an earlier one missed. */
export const EXPIRY_REMINDERS = [30, 7] as const;
export type ExpiryReminder = (typeof EXPIRY_REMINDERS)[number];

/** The tenant's period (Rules.PraemienVerfallMonate), or the default where the tenant has none. */
export const rewardExpiryMonths = (rules: { PraemienVerfallMonate?: number | undefined }): number =>
  rules.PraemienVerfallMonate ?? DEFAULT_REWARD_EXPIRY_MONTHS;

const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A day plus (or minus) whole days. */
export const addDays = (day: string, days: number): string => fromUtc(toUtc(day) + days * DAY_MS);

/**
 * A day plus whole months, held to the last day of a shorter month (31 January + 1 month = 28 or
 * 29 February) — what PostgreSQL's `date + interval 'n months'` gives, which the job uses.
 */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(year, month, Math.min(d, lastDay)));
}

/** The last day a reward that became ready on `readyOn` can be chosen ("pick up by …"). */
export const pickUpBy = (readyOn: string, months: number): string => addMonths(readyOn, months);

/** The first day it is expired: the daily job of that day marks it Abgelaufen. */
export const expiresOn = (readyOn: string, months: number): string => addDays(pickUpBy(readyOn, months), 1);

/** What the daily job does today to a reward that is still ready. */
export type ExpiryStep = { type: 'expire' } | { type: 'remind'; days: ExpiryReminder } | { type: 'none' };

/**
 * Expire it from its day on; else the reminder whose day has come and that was not sent, the
 * 7-day one first (a missed 30-day reminder is not sent late when the 7-day one is due).
 * `sent` is the last reminder mailed for this readiness (30, 7 or none).
 */
export function expiryStep(today: string, expires: string, sent: ExpiryReminder | null): ExpiryStep {
  if (today >= expires) return { type: 'expire' };
  for (const days of [...EXPIRY_REMINDERS].sort((a, b) => a - b))
    if (today >= addDays(expires, -days))
      return sent === null || sent > days ? { type: 'remind', days } : { type: 'none' };
  return { type: 'none' };
}

/** A Berlin day as people read it (spec §9: DD.MM.YYYY), in every language. */
export const displayDay = (day: string): string => day.split('-').reverse().join('.');
