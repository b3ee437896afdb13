import { describe, expect, it } from 'vitest';
import {
  ADDRESS_WINDOW_MS,
  BURST_QUIET_MS,
  type Burst,
  nextBurst,
  PASSKEY_WINDOW_MS,
  passkeyVerdict,
  totpBackoffMs,
  totpVerdict,
} from './operator-sign-in-throttle.ts';

const now = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const none = { count: 0, oldest: null, latest: null };
const failures = (count: number, oldest: Date, latest = oldest) => ({ count, oldest, latest });

describe('the console sign-in throttle (decision 033)', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1 * MIN],
    [6, 2 * MIN],
    [7, 4 * MIN],
    [10, 32 * MIN],
    [11, 60 * MIN],
    [40, 60 * MIN],
  ])('%i wrong codes from one source earn a wait of %i ms', (count, wait) => {
    expect(totpBackoffMs(count)).toBe(wait);
  });

  it.each([
    ['no failures', none, none, { allowed: true }],
    ['four from this source, just now', failures(4, ago(MIN), ago(0)), none, { allowed: true }],
    [
      'five from this source, the last 20 s ago',
      failures(5, ago(5 * MIN), ago(20_000)),
      none,
      { allowed: false, reason: 'source_backoff', retryAfterSeconds: 40 },
    ],
    [
      'five from this source, the last a minute ago',
      failures(5, ago(5 * MIN), ago(MIN)),
      none,
      { allowed: true },
    ],
    [
      'seven from this source, the last 3 minutes ago',
      failures(7, ago(30 * MIN), ago(3 * MIN)),
      none,
      { allowed: false, reason: 'source_backoff', retryAfterSeconds: 60 },
    ],
    ['nineteen for the address from many sources', none, failures(19, ago(10 * MIN)), { allowed: true }],
    [
      'twenty for the address within the hour',
      failures(2, ago(MIN)),
      failures(20, ago(10 * MIN), ago(MIN)),
      { allowed: false, reason: 'address_paused', retryAfterSeconds: 50 * 60 },
    ],
    [
      'twenty for the address, the oldest leaving the hour',
      none,
      failures(20, ago(ADDRESS_WINDOW_MS)),
      { allowed: true },
    ],
    [
      'both: the source’s own backoff is told first',
      failures(6, ago(9 * MIN), ago(MIN)),
      failures(20, ago(9 * MIN)),
      { allowed: false, reason: 'source_backoff', retryAfterSeconds: 60 },
    ],
    [
      'a re-confirmation from a session while the address is paused',
      failures(1, ago(MIN)),
      null,
      { allowed: true },
    ],
    [
      'a re-confirmation from a session after its own five',
      failures(5, ago(5 * MIN), ago(20_000)),
      null,
      { allowed: false, reason: 'source_backoff', retryAfterSeconds: 40 },
    ],
  ])('a code: %s', (_, pair, address, verdict) => {
    expect(totpVerdict({ pair, address }, now)).toEqual(verdict);
  });

  it.each([
    ['nine failed passkey answers', failures(9, ago(MIN)), { allowed: true }],
    [
      'ten within 15 minutes',
      failures(10, ago(5 * MIN)),
      { allowed: false, reason: 'passkey_source', retryAfterSeconds: 10 * 60 },
    ],
    ['ten, the oldest leaving the window', failures(10, ago(PASSKEY_WINDOW_MS)), { allowed: true }],
  ])('a passkey: %s', (_, source, verdict) => {
    expect(passkeyVerdict(source, now)).toEqual(verdict);
  });

  const burst = (failures: number, lastAgo: number, alerted: boolean): Burst => ({
    startedAt: ago(lastAgo + 10 * MIN),
    lastFailureAt: ago(lastAgo),
    failures,
    alertedAt: alerted ? ago(lastAgo + MIN) : null,
  });
  it.each([
    ['the first wrong code', undefined, 1, false],
    ['the fourth', burst(3, MIN, false), 4, false],
    ['the fifth: the owner is told', burst(4, MIN, false), 5, true],
    ['the sixth, told already', burst(5, MIN, true), 6, false],
    ['the fortieth, told already', burst(39, 59 * MIN, true), 40, false],
    ['after an hour of quiet: a new burst', burst(39, BURST_QUIET_MS, true), 1, false],
  ])('a burst: %s', (_, previous, count, alert) => {
    const next = nextBurst(previous, now);
    expect([next.burst.failures, next.alert]).toEqual([count, alert]);
    expect(next.burst.lastFailureAt).toEqual(now);
    if (alert) expect(next.burst.alertedAt).toEqual(now);
    if (count === 1)
      expect(next.burst).toEqual({ startedAt: now, lastFailureAt: now, failures: 1, alertedAt: null });
  });
});
