import { useEffect } from 'react';
import { useStoredSession } from '../../lib/session/session-store.ts';

/**
 * Keeps the stored session honest while the app runs (session-keeping.ts), as long as one is
 * stored: without one there is nothing to keep, and its code is not loaded. The start page of a
 * visitor who is not signed in carries none of it (issue 32).
 */
export function useSessionKeeper(): void {
  const stored = useStoredSession() !== null;
  useEffect(() => {
    if (!stored) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./session-keeping.ts').then((keeping) => {
      if (live) stop = keeping.keepSession();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [stored]);
}
