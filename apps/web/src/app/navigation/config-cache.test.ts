import { describe, expect, it } from 'vitest';
import { createOnceLoader } from './config-cache.ts';

describe('createOnceLoader (config loaded on first navigation)', () => {
  const cases = [
    { name: 'one navigation fetches once', navigations: 1, failFirst: false, fetches: 1, loaded: true },
    { name: 'three navigations fetch once', navigations: 3, failFirst: false, fetches: 1, loaded: true },
    { name: 'a failed first load is retried', navigations: 2, failFirst: true, fetches: 2, loaded: true },
  ];
  it.each(cases)('$name', async ({ navigations, failFirst, fetches, loaded }) => {
    let count = 0;
    const loader = createOnceLoader(async () => {
      count += 1;
      if (failFirst && count === 1) throw new Error('offline');
      return { Key: 'fyrst' };
    });
    expect(loader.peek()).toBeUndefined();
    for (let i = 0; i < navigations; i += 1) await loader.get().catch(() => undefined);
    expect(count).toBe(fetches);
    expect(loader.peek() !== undefined).toBe(loaded);
  });
});
