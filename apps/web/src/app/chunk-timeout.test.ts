import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withinChunkTimeout } from './chunk-timeout.ts';
import { isChunkLoadError } from './errors/is-chunk-load-error.ts';

describe('withinChunkTimeout (spec §9: script chunk load timeout 120000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails a chunk that has not arrived after 120000 ms as a ChunkLoadError, not before', async () => {
    const load = withinChunkTimeout(() => new Promise<never>(() => undefined));
    let failure: unknown;
    const pending = load().catch((error: unknown) => {
      failure = error;
    });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(failure).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(isChunkLoadError(failure)).toBe(true);
  });

  it('passes a chunk that arrives in time, and its own failure unchanged', async () => {
    await expect(withinChunkTimeout(async () => 'screen')()).resolves.toBe('screen');
    const gone = new TypeError('Failed to fetch dynamically imported module');
    await expect(withinChunkTimeout(() => Promise.reject(gone))()).rejects.toBe(gone);
    expect(vi.getTimerCount()).toBe(0);
  });
});
