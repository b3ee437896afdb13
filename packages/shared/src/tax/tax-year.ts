import { z } from 'zod';
import { isTaxFree, TAX_FREE_LIMIT_CENT } from './tax-free-limit.ts';

const berlinYearFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', year: 'numeric' });

/** The calendar year an instant falls in, in Berlin: the tax year turns at German midnight. */
export const berlinYear = (at: Date): number => Number(berlinYearFormat.format(at));

/**
 * The instants a Berlin calendar year runs between, [from, to). New Year in Germany is always in
 * winter time (CET, UTC+1), so the year starts at 23:00 UTC on 31 December before.
 */
export function berlinYearBounds(year: number): { from: Date; to: Date } {
  return { from: new Date(Date.UTC(year - 1, 11, 31, 23)), to: new Date(Date.UTC(year, 11, 31, 23)) };
}

/** The referrer's calendar year as the personal area and the reward pickup show it (§22 Nr. 3 EStG). */
export const taxYearSchema = z.object({
  Jahr: z.number().int(),
  /** Rewards paid out (Ausgezahlt) with their payment in this Berlin calendar year. */
  AusgezahltCent: z.number().int(),
  /** Chosen and on their way, not paid yet: counted when a further choice would pass the limit. */
  AusstehendCent: z.number().int(),
  /** Less than this a year is tax-free. */
  FreigrenzeCent: z.number().int(),
  /** Whether what was paid this year is still tax-free. */
  Steuerfrei: z.boolean(),
});
export type TaxYear = z.infer<typeof taxYearSchema>;

export function taxYear(year: number, paidCent: number, pendingCent: number): TaxYear {
  return {
    Jahr: year,
    AusgezahltCent: paidCent,
    AusstehendCent: pendingCent,
    FreigrenzeCent: TAX_FREE_LIMIT_CENT,
    Steuerfrei: isTaxFree(paidCent),
  };
}
