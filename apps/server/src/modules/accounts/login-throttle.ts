/**
 * Sign-in limits (issue 5): after 10 failed sign-ins within 15 minutes, for one account or from one
 * address, further attempts are refused with the time until the oldest of them leaves the window.
 */
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES = 10;

export interface FailureCount {
  count: number;
  /** The oldest failure still in the window. */
  oldest: Date | null;
}

export function loginThrottle(
  failures: { account: FailureCount; address: FailureCount },
  now: Date,
): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
  const waits = [failures.account, failures.address]
    .filter((f) => f.count >= MAX_FAILURES && f.oldest)
    .map((f) => f.oldest!.getTime() + FAILURE_WINDOW_MS - now.getTime());
  if (waits.length === 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
}
