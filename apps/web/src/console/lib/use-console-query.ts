import { useCallback, useEffect, useRef, useState } from 'react';
import { type ConsoleRequest, consoleFetch, consoleUrl } from './console-api.ts';
import { PasskeyCancelled } from './console-passkeys.ts';

/**
 * The console's data layer (decision 048): one read hook and one write hook on top of
 * `consoleFetch`, so a screen neither fetches in its own `useEffect` nor keeps its own
 * loading/error state. Kept to two small hooks instead of TanStack Query (not a dependency of the
 * web app): the console reads each resource on one screen only, so a shared cache, retries and
 * window-focus refetching would buy nothing; what the screens need is "load on mount and when
 * the address changes, abort the stale answer, reload after a change" — this file.
 */
export interface ConsoleQuery<T> {
  /** The last answer; kept while a new address loads, so a screen does not flicker to empty. */
  data: T | undefined;
  /** The last load's failure (cleared when a load starts). */
  error: unknown;
  loading: boolean;
  /** Loads the same address again (after a change); resolves once the answer is in. */
  reload: () => Promise<void>;
  /** Replaces the answer held (an action's answer that is the new state). */
  setData: (data: T) => void;
}

/**
 * Loads `path` (with `query`) on mount and whenever the address changes; `null` loads nothing
 * yet. `onData` sees each answer as it arrives (to fill a form from it), `onError` each failure.
 */
export function useConsoleQuery<T>(
  path: string | null,
  options: {
    query?: ConsoleRequest['query'];
    onData?: (data: T) => void;
    onError?: (failure: unknown) => void;
  } = {},
): ConsoleQuery<T> {
  const key = path === null ? null : consoleUrl(path, options.query);
  const request = useRef({ path, ...options });
  request.current = { path, ...options };
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(key !== null);

  const load = useCallback(async (signal?: AbortSignal) => {
    const { path, query } = request.current;
    if (path === null) return;
    setLoading(true);
    setError(undefined);
    try {
      const answer = await consoleFetch<T>(path, { query, signal });
      if (signal?.aborted) return;
      setData(answer);
      setLoading(false);
      request.current.onData?.(answer);
    } catch (failure) {
      if (signal?.aborted) return;
      setError(failure);
      setLoading(false);
      request.current.onError?.(failure);
    }
  }, []);

  // `key` stands for the address `load` reads from the ref: a new address loads anew.
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [key, load]);

  const reload = useCallback(() => load(), [load]);
  return { data, error, loading, reload, setData };
}

export interface ConsoleMutation {
  busy: boolean;
  error: unknown;
  setError: (error: unknown) => void;
  /** What the last change did, for the screen's success notice (the screen says it with `setDone`). */
  done: string;
  setDone: (done: string) => void;
  /** Runs `work`; `{ busy: false }` for a small change that leaves the screen's buttons on. */
  run: (work: () => Promise<unknown>, options?: { busy?: boolean }) => Promise<boolean>;
}

/**
 * A change the operator starts (a save, a decision, a passkey ceremony): `busy` while it runs,
 * `error` for its failure and `done` for what it did, both cleared when the next one starts. A cancelled passkey prompt is no
 * failure. `run` answers whether the work succeeded.
 */
export function useConsoleMutation(): ConsoleMutation {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState('');
  const run = useCallback(async (work: () => Promise<unknown>, { busy = true } = {}): Promise<boolean> => {
    if (busy) setBusy(true);
    setError(undefined);
    setDone('');
    try {
      await work();
      return true;
    } catch (failure) {
      if (!(failure instanceof PasskeyCancelled)) setError(failure);
      return false;
    } finally {
      if (busy) setBusy(false);
    }
  }, []);
  return { busy, error, setError, done, setDone, run };
}
