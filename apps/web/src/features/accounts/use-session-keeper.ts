import { TOKEN_EXPIRY_CHECK_MS } from '@kwk/shared/constants';
import { useEffect } from 'react';
import { readSession, storeUser } from '../../lib/session/session-store.ts';
import { getUser } from './api/get-user.ts';

const isVisible = () => document.visibilityState === 'visible';

/**
 * One check of the stored session (session-check.ts). Without one there is nothing to check, and
 * the check's code is not loaded: the start page of a visitor who is not signed in carries none
 * of it (issue 32 #4).
 */
function checkNow(reloadWhenExpired: boolean): Promise<void> {
  if (!readSession()) return Promise.resolve();
  return import('./session-check.ts').then((check) => check.checkNow(reloadWhenExpired));
}

/**
 * Keeps the stored session honest while the app runs: on start the user is fetched afresh (which
 * also ends a session the server no longer knows), then the token is checked every 60 seconds and
 * whenever the tab becomes visible again.
 */
export function useSessionKeeper(): void {
  useEffect(() => {
    const controller = new AbortController();
    const session = readSession();
    void checkNow(false).then(() => {
      if (!session || controller.signal.aborted || !readSession()) return;
      // A failure is no reason to sign out unless authFetch says so (401); the stored user stays.
      getUser(controller.signal).then(
        (user) => storeUser(user, session.token),
        () => undefined,
      );
    });
    const timer = window.setInterval(() => void checkNow(true), TOKEN_EXPIRY_CHECK_MS);
    const onVisibility = () => {
      if (isVisible()) void checkNow(true);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      controller.abort();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}
