import { describe, expect, it, vi } from 'vitest';
import { oncePerKey } from './once-per-key.ts';

describe('oncePerKey', () => {
  it('sends once per key and hands every caller the same answer', async () => {
    const request = vi.fn(async (key: string) => `answer ${key}`);
    const once = oncePerKey(request);
    const [first, second] = [once('a'), once('a')];
    expect(first).toBe(second);
    await expect(first).resolves.toBe('answer a');
    await expect(once('b')).resolves.toBe('answer b');
    expect(request.mock.calls).toEqual([['a'], ['b']]);
  });

  it('keeps a refusal too: a spent token is not sent again', async () => {
    const request = vi.fn(async () => {
      throw new Error('refused');
    });
    const once = oncePerKey(request);
    await expect(once('a')).rejects.toThrow('refused');
    await expect(once('a')).rejects.toThrow('refused');
    expect(request).toHaveBeenCalledTimes(1);
  });
});
