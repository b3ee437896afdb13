import { useEffect, useState } from 'react';
import { ApiRequestError } from './api-client.ts';

/** A GET as a page needs it: not asked (no `load`), under way, its answer, or the error code it failed with. */
export type Loaded<T> =
  | { type: 'idle' }
  | { type: 'loading' }
  | { type: 'ready'; data: T }
  | { type: 'failed'; code: string };

/**
 * Loads on mount and whenever `load` changes (so `load` should be a module function or memoised;
 * null asks nothing). An answer that arrives after the next load began is dropped. `set`
 * replaces the answer after a change the server confirmed, so the page shows it without asking again.
 */
export function useLoaded<T>(load: ((signal: AbortSignal) => Promise<T>) | null) {
  const [state, setState] = useState<Loaded<T>>(load ? { type: 'loading' } : { type: 'idle' });
  useEffect(() => {
    if (!load) {
      setState({ type: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ type: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ type: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          type: 'failed',
          code: error instanceof ApiRequestError ? error.code : 'common.technical',
        });
      },
    );
    return () => controller.abort();
  }, [load]);
  return [state, (data: T) => setState({ type: 'ready', data })] as const;
}
