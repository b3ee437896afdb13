import { TOKEN_EXPIRY_CHECK_MS } from '@kwk/shared/constants';
import { useEffect } from 'react';
import { ApiRequestError } from '../../lib/api-client.ts';
import { clearSession, readSession, storeUser, writeSession } from '../../lib/session/session-store.ts';
import { getUser } from './api/get-user.ts';
import { refreshSession } from './api/refresh-session.ts';
import { checkSession, refreshedSession, refreshFailureEndsSession } from './session-rules.ts';

const isVisible = () => document.visibilityState === 'visible';

/**
 * Exchanges a token close to expiry for a fresh one. Tabs share the session, and a token can be
 * refreshed only once, so the tabs take turns (Web Locks) and each re-reads the session first.
 */
async function refreshWhenDue(): Promise<void> {
  const refresh = async () => {
    const session = readSession();
    if (!session || checkSession(session, Date.now(), isVisible()) !== 'refresh') return;
    try {
      writeSession(refreshedSession(session, await refreshSession()));
    } catch (error) {
      if (error instanceof ApiRequestError && refreshFailureEndsSession(error)) clearSession(session.token);
    }
  };
  if (navigator.locks) await navigator.locks.request('kwk-session-refresh', refresh);
  else await refresh();
}

/** One check of spec §4/§9: expired → cleared (and the page reloads, so guards apply); near → refreshed. */
async function checkNow(reloadWhenExpired: boolean): Promise<void> {
  const decision = checkSession(readSession(), Date.now(), isVisible());
  if (decision === 'expired') {
    clearSession();
    if (reloadWhenExpired) window.location.reload();
  } else if (decision === 'refresh') await refreshWhenDue();
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
