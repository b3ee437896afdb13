import { TOKEN_EXPIRY_CHECK_MS } from '@kwk/shared/constants';
import { useEffect } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { getAgencyUser, refreshAgencyToken } from '../api/agency-session-calls.ts';
import {
  checkAgencySession,
  refreshedAgencyUser,
  refreshFailureEndsAgencySession,
} from './agency-session-rules.ts';
import { endAgencySession, readAgencyUser, writeAgencyUser } from './agency-session-store.ts';

const isVisible = () => document.visibilityState === 'visible';

/** Tabs share the agency user and a token is refreshed once, so tabs take turns (Web Locks). */
async function refreshWhenDue(): Promise<void> {
  const refresh = async () => {
    const user = readAgencyUser();
    if (!user || checkAgencySession(user, Date.now(), isVisible()) !== 'refresh') return;
    try {
      writeAgencyUser(refreshedAgencyUser(user, await refreshAgencyToken(user.Token)));
    } catch (error) {
      if (error instanceof ApiRequestError && refreshFailureEndsAgencySession(error))
        endAgencySession('expired', user.Token);
    }
  };
  if (navigator.locks) await navigator.locks.request('kwk-agency-session-refresh', refresh);
  else await refresh();
}

async function checkNow(): Promise<void> {
  const user = readAgencyUser();
  const decision = checkAgencySession(user, Date.now(), isVisible());
  if (decision === 'expired') endAgencySession('expired', user?.Token);
  else if (decision === 'refresh') await refreshWhenDue();
}

/**
 * While the area is open: on entry the user is read afresh from the server (a 401 there signs out
 * a session the server ended), then the token is checked every 60 seconds (spec §9) and whenever
 * the tab becomes visible again.
 */
export function useAgencySessionKeeper(): void {
  useEffect(() => {
    const controller = new AbortController();
    void checkNow().then(() => {
      const user = readAgencyUser();
      if (!user || controller.signal.aborted) return;
      getAgencyUser(controller.signal).then(
        (fresh) => {
          const now = readAgencyUser();
          if (now?.Token === user.Token) writeAgencyUser({ ...now, ...fresh, Token: now.Token });
        },
        () => undefined,
      );
    });
    const timer = window.setInterval(() => void checkNow(), TOKEN_EXPIRY_CHECK_MS);
    const onVisibility = () => {
      if (isVisible()) void checkNow();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      controller.abort();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}
