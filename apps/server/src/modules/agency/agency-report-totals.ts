import type { Clock } from '../../clock.ts';

/**
 * The totals of the agency reports' filters (issue 32, decision 040), counted once per filter and
 * kept briefly in this process: counting a filter over 100,000 orders is a pass over all of them,
 * which a page read by its index need not make, and paging through one filter asks the same total
 * again and again. Requests that ask while a count runs wait for it instead of counting again. An
 * agency's own release forgets its totals at once (a release changes `Freigegeben`); what other
 * writers change (new orders, another process's release) shows within `keepMs`.
 */
export function createReportTotals(clock: Clock, keepMs = 15_000, maxKept = 2_000) {
  const kept = new Map<string, { at: number; total: Promise<number> }>();

  return {
    total(key: string, count: () => Promise<number>): Promise<number> {
      const now = clock.now().getTime();
      const hit = kept.get(key);
      if (hit && now - hit.at < keepMs && now >= hit.at) return hit.total;
      const entry = { at: now, total: count() };
      kept.delete(key);
      kept.set(key, entry);
      // A failed count is not kept: the next request counts again.
      entry.total.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      // The oldest first: a Map iterates in insertion order.
      if (kept.size > maxKept) kept.delete(kept.keys().next().value as string);
      return entry.total;
    },

    /** Forgets every total whose key starts with `prefix` (an agency's, after its release). */
    forget(prefix: string) {
      for (const key of kept.keys()) if (key.startsWith(prefix)) kept.delete(key);
    },
  };
}

export type ReportTotals = ReturnType<typeof createReportTotals>;
