/**
 * The stock alert of a pool (issue 15): below its threshold the console shows a warning, and the
 * operator address hears of it once per crossing. Pure: the free codes, the threshold and whether
 * the alert went out in, what to do out.
 * - `mail`: the pool just fell (or stands) below the threshold and nobody was told yet;
 * - `rearm`: the stock is back at or above the threshold; the next crossing is mailed again;
 * - `none`: nothing changes.
 */
export type StockAlertStep = 'mail' | 'rearm' | 'none';

export function stockAlertStep(free: number, threshold: number, mailed: boolean): StockAlertStep {
  const below = free < threshold;
  if (below && !mailed) return 'mail';
  if (!below && mailed) return 'rearm';
  return 'none';
}

export const isBelowThreshold = (free: number, threshold: number) => free < threshold;
