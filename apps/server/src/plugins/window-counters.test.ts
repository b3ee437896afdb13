import { describe, expect, it } from 'vitest';
import { WindowCounters } from './window-counters.ts';

describe('per-instance window counters', () => {
  it('counts within a window and starts a new one when it has passed', () => {
    let now = 1_000;
    const counters = new WindowCounters(() => now);
    expect(counters.incr('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 20_000;
    expect(counters.incr('a', 60_000)).toEqual({ current: 2, ttl: 40_000 });
    expect(counters.incr('b', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 40_000;
    expect(counters.incr('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('stays within its capacity: expired windows go first, then the oldest', () => {
    let now = 0;
    const counters = new WindowCounters(() => now, 3);
    counters.incr('short', 10);
    counters.incr('old', 60_000);
    counters.incr('newer', 60_000);
    now = 100;
    counters.incr('fourth', 60_000);
    expect(counters.size).toBe(3);
    expect(counters.incr('old', 60_000).current).toBe(2);
    counters.incr('fifth', 60_000);
    expect(counters.size).toBe(3);
    // 'old' had the oldest window still open, so it made room and starts again.
    expect(counters.incr('old', 60_000).current).toBe(1);
  });
});
