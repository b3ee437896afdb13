/**
 * The console's per-person sign-in limit (issue 14): after 5 failed sign-ins or re-confirmations
 * (TOTP or passkey) within 15 minutes for one e-mail address, further attempts are refused until
 * the oldest failure leaves the window. Stricter than the referrers' 10: an operator account
 * opens every tenant. The per-address limit of the routes (10 a minute) comes on top.
 */
export const OPERATOR_FAILURE_WINDOW_MS = 15 * 60_000;
export const OPERATOR_MAX_FAILURES = 5;

export function operatorSignInThrottle(
  failures: { count: number; oldest: Date | null },
  now: Date,
): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
  if (failures.count < OPERATOR_MAX_FAILURES || !failures.oldest) return { allowed: true };
  const wait = failures.oldest.getTime() + OPERATOR_FAILURE_WINDOW_MS - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
}
