import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PasskeyCancelled } from './console-passkeys.ts';
import { useConsoleMutation, useConsoleQuery } from './use-console-query.ts';

/** The answers the stubbed server gives, by path and query, and the calls it saw. */
let answers: Record<string, () => Response>;
let calls: string[];

beforeEach(() => {
  calls = [];
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const at = url.replace('/api/betrieb/v1/', '');
      calls.push(at);
      // A call the test holds open ends when its signal aborts, as fetch does.
      const answer = answers[at];
      if (answer) return answer();
      return new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

describe('useConsoleQuery', () => {
  it('loads on mount, says it is loading until the answer is in, and loads again on reload', async () => {
    let count = 0;
    answers.liste = () => json({ n: ++count })();
    const { result } = renderHook(() => useConsoleQuery<{ n: number }>('liste'));
    expect(result.current.loading).toBe(true);
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual({ n: 1 }));
    expect(result.current.loading).toBe(false);
    await act(() => result.current.reload());
    expect(result.current.data).toEqual({ n: 2 });
    expect(calls).toEqual(['liste', 'liste']);
  });

  it('loads nothing for a null path, and a new address keeps the last answer until its own arrives', async () => {
    answers['zahlen/a?von=2026-01-01'] = json({ tenant: 'a' });
    const { result, rerender } = renderHook(
      ({ path }) => useConsoleQuery<{ tenant: string }>(path, { query: { von: '2026-01-01' } }),
      {
        initialProps: { path: null as string | null },
      },
    );
    expect(result.current.loading).toBe(false);
    expect(calls).toEqual([]);
    rerender({ path: 'zahlen/a' });
    await waitFor(() => expect(result.current.data).toEqual({ tenant: 'a' }));
    rerender({ path: 'zahlen/b' });
    expect(result.current.loading).toBe(true);
    expect(result.current.data).toEqual({ tenant: 'a' });
    expect(calls).toEqual(['zahlen/a?von=2026-01-01', 'zahlen/b?von=2026-01-01']);
  });

  it('drops the answer of an address left before it arrived', async () => {
    let release: (response: Response) => void = () => undefined;
    answers.alt = () => new Promise<Response>((resolve) => (release = resolve)) as unknown as Response;
    answers.neu = json({ which: 'neu' });
    const { result, rerender } = renderHook(({ path }) => useConsoleQuery<{ which: string }>(path), {
      initialProps: { path: 'alt' },
    });
    rerender({ path: 'neu' });
    await waitFor(() => expect(result.current.data).toEqual({ which: 'neu' }));
    await act(async () => release(json({ which: 'alt' })()));
    expect(result.current.data).toEqual({ which: 'neu' });
  });

  it('holds a failed load as its error and tells onError and onData', async () => {
    const seen: unknown[] = [];
    answers.kaputt = json({ code: 'common.technical', message: 'Kaputt' }, 500);
    const { result } = renderHook(() =>
      useConsoleQuery('kaputt', {
        onData: (d) => seen.push(['data', d]),
        onError: (e) => seen.push(['error', (e as Error).message]),
      }),
    );
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.loading).toBe(false);
    expect(seen).toEqual([['error', 'Kaputt']]);
  });
});

describe('useConsoleMutation', () => {
  it('is busy while the work runs, holds its failure, and clears it when the next work starts', async () => {
    const { result } = renderHook(() => useConsoleMutation());
    let finish: () => void = () => undefined;
    let ran: Promise<boolean> = Promise.resolve(false);
    act(() => {
      ran = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await ran;
    });
    expect(result.current.busy).toBe(false);
    expect(await ran).toBe(true);

    await act(async () => {
      expect(await result.current.run(async () => Promise.reject(new Error('nein')))).toBe(false);
    });
    expect((result.current.error as Error).message).toBe('nein');
    await act(async () => {
      await result.current.run(async () => undefined);
    });
    expect(result.current.error).toBeUndefined();
  });

  it('holds what the last work did, and clears it when the next work starts', async () => {
    const { result } = renderHook(() => useConsoleMutation());
    await act(() => result.current.run(async () => result.current.setDone('Gespeichert.')));
    expect(result.current.done).toBe('Gespeichert.');
    await act(() =>
      result.current.run(async () => {
        throw new Error('refused');
      }),
    );
    expect(result.current.done).toBe('');
  });

  it('takes a cancelled passkey prompt for no failure, and leaves busy alone when asked', async () => {
    const { result } = renderHook(() => useConsoleMutation());
    await act(async () => {
      await result.current.run(async () => Promise.reject(new PasskeyCancelled()));
    });
    expect(result.current.error).toBeUndefined();
    let finish: () => void = () => undefined;
    act(() => {
      void result.current.run(() => new Promise<void>((resolve) => (finish = resolve)), { busy: false });
    });
    expect(result.current.busy).toBe(false);
    await act(async () => finish());
  });
});
