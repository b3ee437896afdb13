/**
 * When a failed delivery is tried again (decision 073): exponential back-off with full jitter,
 * 30 s doubling up to 8 h between tries, on average about 2¾ days (at most 3.7) in all; after `MAX_WEBHOOK_ATTEMPTS`
 * the delivery is failed. Pure, so the table test reads the whole schedule.
 */
export const MAX_WEBHOOK_ATTEMPTS = 21;
const BASE_MS = 30_000;
const CAP_MS = 8 * 60 * 60_000;

/** The longest wait after the given (1-based) failed attempt, before the jitter. */
export function backoffCeilingMs(attempt: number): number {
  return Math.min(BASE_MS * 2 ** Math.max(0, attempt - 1), CAP_MS);
}

/**
 * The wait after a failed attempt, or null when it was the last. `random` in [0, 1) spreads the
 * retries of many deliveries that failed together between half the ceiling and the ceiling, so a
 * receiver that comes back is not hit by all of them at once.
 */
export function nextAttemptDelayMs(attempt: number, random: number): number | null {
  if (attempt >= MAX_WEBHOOK_ATTEMPTS) return null;
  const ceiling = backoffCeilingMs(attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

/** An endpoint every delivery of which failed for this long is switched off and its admins told. */
export const ENDPOINT_FAILING_LIMIT_MS = 3 * 24 * 60 * 60_000;
