/**
 * Which failed partner-key checks go into the audit log (issue 14). An attacker trying keys must
 * not be able to flood the log: one row per tenant and key prefix per minute, and at most
 * `perMinute` rows a minute in all (per server instance); the rest are dropped, since the first
 * rows already show the attack. Pure, with the time passed in, so it is tested by table.
 */
export function createKeyFailureThrottle(perMinute = 20) {
  let minute = -1;
  let written = 0;
  const seen = new Set<string>();
  return {
    /** Whether the failure of this tenant and prefix at `nowMs` gets its audit row. */
    admit(tenantId: string | null, prefix: string, nowMs: number): boolean {
      const current = Math.floor(nowMs / 60_000);
      if (current !== minute) {
        minute = current;
        written = 0;
        seen.clear();
      }
      const key = `${tenantId ?? '-'}:${prefix}`;
      if (seen.has(key) || written >= perMinute) return false;
      seen.add(key);
      written += 1;
      return true;
    },
  };
}

/** The part of a presented key the log may name: its first ten characters, letters, digits, `_` and `-` only. */
export const keyPrefixOf = (key: string): string => key.slice(0, 10).replace(/[^A-Za-z0-9_-]/g, '?');
