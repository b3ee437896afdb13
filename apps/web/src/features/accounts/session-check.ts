import { ApiRequestError } from '../../lib/api-client.ts';
import { clearSession, readSession, writeSession } from '../../lib/session/session-store.ts';
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
export async function checkNow(reloadWhenExpired: boolean): Promise<void> {
  const decision = checkSession(readSession(), Date.now(), isVisible());
  if (decision === 'expired') {
    clearSession();
    if (reloadWhenExpired) window.location.reload();
  } else if (decision === 'refresh') await refreshWhenDue();
}
