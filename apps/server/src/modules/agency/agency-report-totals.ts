import type { Clock } from '../../clock.ts';

/**
 * The totals of the agency reports' filters (issue 32, decision 044), counted once per filter and
 * kept briefly in this process: counting a filter over 100,000 orders is a pass over all of them,
 * which a page read by its index need not make, and paging through one filter asks the same total
 * again and again. Requests that ask while the first count runs wait for it instead of counting
 * again; later, a total past its time is answered once more while it is counted again. An
 * agency's own release forgets its totals at once (a release changes `Freigegeben`); what other
 * writers change (new orders, another process's release) shows within `keepMs` and one count.
 */
export function createReportTotals(clock: Clock, keepMs = 15_000, maxKept = 2_000) {
  const kept = new Map<string, { at: number; total: Promise<number>; counted?: number }>();

  const count = (key: string, counting: () => Promise<number>, now: number, before?: number) => {
    const entry: { at: number; total: Promise<number>; counted?: number } = { at: now, total: counting() };
    if (before !== undefined) entry.counted = before;
    kept.delete(key);
    kept.set(key, entry);
    entry.total.then(
      (n) => {
        entry.counted = n;
      },
      // A failed count is not kept: the next request counts again.
      () => {
        if (kept.get(key) === entry) kept.delete(key);
      },
    );
    // The oldest first: a Map iterates in insertion order.
    if (kept.size > maxKept) kept.delete(kept.keys().next().value as string);
    return entry;
  };

  return {
    /**
     * The kept total while it is fresh; past `keepMs` the last total counted, while a new count
     * runs for the next request (so no page waits for a count but the filter's first).
     */
    total(key: string, counting: () => Promise<number>): Promise<number> {
      const now = clock.now().getTime();
      const hit = kept.get(key);
      if (hit && now - hit.at < keepMs && now >= hit.at)
        return hit.counted !== undefined ? Promise.resolve(hit.counted) : hit.total;
      if (hit?.counted !== undefined) {
        const last = hit.counted;
        count(key, counting, now, last);
        return Promise.resolve(last);
      }
      return count(key, counting, now).total;
    },

    /** Forgets every total whose key starts with `prefix` (an agency's, after its release). */
    forget(prefix: string) {
      for (const key of kept.keys()) if (key.startsWith(prefix)) kept.delete(key);
    },
  };
}

export type ReportTotals = ReturnType<typeof createReportTotals>;
