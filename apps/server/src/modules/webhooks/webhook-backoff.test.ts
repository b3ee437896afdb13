import { describe, expect, it } from 'vitest';
import { backoffCeilingMs, MAX_WEBHOOK_ATTEMPTS, nextAttemptDelayMs } from './webhook-backoff.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('webhook back-off', () => {
  it.each([
    [1, 30_000],
    [2, MINUTE],
    [3, 2 * MINUTE],
    [6, 16 * MINUTE],
    [10, 4 * HOUR + 16 * MINUTE],
    [11, 8 * HOUR],
    [15, 8 * HOUR],
  ])('after attempt %i waits at most %i ms', (attempt, ceiling) => {
    expect(backoffCeilingMs(attempt)).toBe(ceiling);
  });

  it('jitters between half the ceiling and the ceiling', () => {
    expect(nextAttemptDelayMs(3, 0)).toBe(MINUTE);
    expect(nextAttemptDelayMs(3, 0.999_999)).toBe(2 * MINUTE);
  });

  it('gives up after the last attempt, about three days after the first', () => {
    expect(nextAttemptDelayMs(MAX_WEBHOOK_ATTEMPTS, 0.5)).toBeNull();
    let longest = 0;
    let shortest = 0;
    for (let attempt = 1; attempt < MAX_WEBHOOK_ATTEMPTS; attempt++) {
      longest += nextAttemptDelayMs(attempt, 0.999_999)!;
      shortest += nextAttemptDelayMs(attempt, 0)!;
    }
    expect(longest / HOUR).toBeGreaterThan(72);
    expect(longest / HOUR).toBeLessThan(96);
    expect(shortest / HOUR).toBeGreaterThan(40);
  });
});
