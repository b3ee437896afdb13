/** One bar of a chart: a stable key, what it is called, its value. */
export interface Bar {
  key: string;
  label: string;
  value: number;
}

/** What a chart's text alternative says: the total and where the highest value is (first of equals). */
export function barSummary(bars: readonly Bar[]): { total: number; max: Bar | null } {
  let max: Bar | null = null;
  let total = 0;
  for (const bar of bars) {
    total += bar.value;
    if (!max || bar.value > max.value) max = bar;
  }
  return { total, max: max && max.value > 0 ? max : null };
}

/** A bar's length as a share (0 to 1) of the longest; 0 when nothing is above 0. */
export function barShare(value: number, max: number): number {
  return max > 0 ? Math.max(0, value / max) : 0;
}
