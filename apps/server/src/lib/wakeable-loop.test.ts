import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wakeableLoop } from './wakeable-loop.ts';

const log = { error: vi.fn() } as never;
/** A loop polling each second, with a wake window of 25 ms. */
const windowed = (runOnce: () => Promise<number>) =>
  wakeableLoop({ runOnce, intervalMs: 1000, log, name: 'test', wakeDelayMs: 25 });

describe('wakeableLoop', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once per wake window: writes meanwhile join the run, and a wake never postpones one due sooner', async () => {
    const runs: number[] = [];
    const loop = windowed(async () => {
      runs.push(performance.now());
      return 0;
    });
    loop.start();
    const t0 = performance.now();
    loop.wake();
    await vi.advanceTimersByTimeAsync(10);
    loop.wake(); // 10 ms in: joins the run due at 25 ms
    await vi.advanceTimersByTimeAsync(10);
    loop.wake(); // 20 ms in: still the same run
    await vi.advanceTimersByTimeAsync(10);
    expect(runs.map((at) => at - t0)).toEqual([25]);
    // Without wakes, the next run comes after the interval.
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toHaveLength(2);
    await loop.stop();
  });

  it('after a run woken meanwhile, runs again one wake window later: a stream of writes makes one run per window', async () => {
    const runs: number[] = [];
    let finish: (() => void) | undefined;
    const loop = windowed(() => {
      runs.push(performance.now());
      return new Promise<number>((resolve) => {
        finish = () => resolve(0);
      });
    });
    loop.start();
    const t0 = performance.now();
    loop.wake();
    await vi.advanceTimersByTimeAsync(30); // the first run, at 25 ms, is in progress
    loop.wake(); // a write during it
    await vi.advanceTimersByTimeAsync(10);
    finish!(); // it ends at 40 ms
    await vi.advanceTimersByTimeAsync(20);
    expect(runs.map((at) => at - t0)).toEqual([25]); // not at once
    await vi.advanceTimersByTimeAsync(10);
    expect(runs.map((at) => at - t0)).toEqual([25, 65]);
    finish!();
    await loop.stop();
  });

  it('runs at once on a wake without a delay, and again after a run that reports more', async () => {
    let left = 3;
    const runs: number[] = [];
    const loop = wakeableLoop({
      runOnce: async () => {
        runs.push(performance.now());
        return left-- > 0 ? 1 : 0;
      },
      intervalMs: 1000,
      log,
      name: 'test',
      more: (done) => done > 0,
    });
    loop.start();
    loop.wake();
    // A timer of 0 ms is one tick of the fake clock: four runs take a few, far below the interval.
    await vi.advanceTimersByTimeAsync(10);
    // Three runs that did something, then the one that found nothing.
    expect(runs).toHaveLength(4);
    await loop.stop();
  });
});
