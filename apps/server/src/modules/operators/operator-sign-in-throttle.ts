/**
 * The console's sign-in limits (decision 033), pure: the rules take counts and times, the I/O is
 * in operator-sign-in-attempts.ts. A lock-out must be no weapon: a guesser's failures slow the
 * guesser (one address from one source), never the owner's passkey, and the owner's own source
 * only after its own failures. The per-address limit of the routes (10 a minute) comes on top.
 */

/** Wrong codes one source may send for one address before each further try waits. */
export const TOTP_FREE_FAILURES = 5;
/** The wait after the fifth failure; each further failure doubles it, up to the cap. */
export const TOTP_BACKOFF_BASE_MS = 60_000;
export const TOTP_BACKOFF_MAX_MS = 60 * 60_000;
/** How long a source's failures for an address are remembered (a success from it forgets them). */
export const SOURCE_MEMORY_MS = 24 * 60 * 60_000;

/**
 * The guard against a guesser spread over many sources: this many wrong codes for one address
 * within the hour, from all sources together, pause sign-in *by code* for that address until the
 * oldest leaves the hour. A passkey still signs in.
 */
export const ADDRESS_TOTP_CEILING = 20;
export const ADDRESS_WINDOW_MS = 60 * 60_000;

/** Failed passkey answers from one source within 15 minutes before its next passkey try waits. */
export const PASSKEY_SOURCE_MAX_FAILURES = 10;
export const PASSKEY_WINDOW_MS = 15 * 60_000;

/** The owner is told of a burst at its fifth wrong code; a burst ends after an hour without one. */
export const BURST_ALERT_AFTER = 5;
export const BURST_QUIET_MS = 60 * 60_000;

export type ThrottleVerdict =
  | { allowed: true }
  | {
      allowed: false;
      /** source_backoff: this source's failures; address_paused: the address-wide ceiling. */
      reason: 'source_backoff' | 'address_paused' | 'passkey_source';
      retryAfterSeconds: number;
    };

/** Failures counted for a rule: how many, the oldest and the latest (null when none). */
export interface Failures {
  count: number;
  oldest: Date | null;
  latest: Date | null;
}

/** The wait a source has earned with `failures` wrong codes for one address: 0 below five. */
export function totpBackoffMs(failures: number): number {
  if (failures < TOTP_FREE_FAILURES) return 0;
  return Math.min(TOTP_BACKOFF_BASE_MS * 2 ** (failures - TOTP_FREE_FAILURES), TOTP_BACKOFF_MAX_MS);
}

const seconds = (untilMs: number, now: Date) => Math.max(1, Math.ceil((untilMs - now.getTime()) / 1000));

/**
 * May this source try a code for this address now? `pair` are the source's failures for the
 * address (remembered SOURCE_MEMORY_MS), `address` the address's failures from all sources within
 * ADDRESS_WINDOW_MS. The source's backoff is told first: it is what the owner's own typos earn.
 * `address` is null for a re-confirmation from a session: the session is its source, so an outsider
 * guessing codes for the address cannot stop a signed-in operator confirming (e.g. a payout release).
 */
export function totpVerdict(input: { pair: Failures; address: Failures | null }, now: Date): ThrottleVerdict {
  const { pair, address } = input;
  const backoff = totpBackoffMs(pair.count);
  if (backoff > 0 && pair.latest && pair.latest.getTime() + backoff > now.getTime())
    return {
      allowed: false,
      reason: 'source_backoff',
      retryAfterSeconds: seconds(pair.latest.getTime() + backoff, now),
    };
  if (address && address.count >= ADDRESS_TOTP_CEILING && address.oldest) {
    const until = address.oldest.getTime() + ADDRESS_WINDOW_MS;
    if (until > now.getTime())
      return { allowed: false, reason: 'address_paused', retryAfterSeconds: seconds(until, now) };
  }
  return { allowed: true };
}

/** May this source answer with a passkey now? Only its own failed passkey answers count. */
export function passkeyVerdict(source: Failures, now: Date): ThrottleVerdict {
  if (source.count < PASSKEY_SOURCE_MAX_FAILURES || !source.oldest) return { allowed: true };
  const until = source.oldest.getTime() + PASSKEY_WINDOW_MS;
  if (until <= now.getTime()) return { allowed: true };
  return { allowed: false, reason: 'passkey_source', retryAfterSeconds: seconds(until, now) };
}

/** A run of wrong codes for one address with no hour of quiet in between. */
export interface Burst {
  startedAt: Date;
  lastFailureAt: Date;
  failures: number;
  alertedAt: Date | null;
}

/**
 * The burst after one more wrong code at `now`, and whether the owner is to be told now: once per
 * burst, when it reaches BURST_ALERT_AFTER. An hour without a wrong code starts a new burst.
 */
export function nextBurst(previous: Burst | undefined, now: Date): { burst: Burst; alert: boolean } {
  const goesOn = previous && now.getTime() - previous.lastFailureAt.getTime() < BURST_QUIET_MS;
  const burst: Burst = goesOn
    ? { ...previous, lastFailureAt: now, failures: previous.failures + 1 }
    : { startedAt: now, lastFailureAt: now, failures: 1, alertedAt: null };
  const alert = burst.alertedAt === null && burst.failures >= BURST_ALERT_AFTER;
  return { burst: alert ? { ...burst, alertedAt: now } : burst, alert };
}
