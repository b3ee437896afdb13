import { TOKEN_EXPIRY_CHECK_MS } from '@kwk/shared/constants';
import { readSession, storeUser } from '../../lib/session/session-store.ts';
import { getUser } from './api/get-user.ts';
import { checkNow } from './session-check.ts';

const isVisible = () => document.visibilityState === 'visible';

/**
 * Keeps a stored session honest: at once the user is fetched afresh (which also ends a session
 * the server no longer knows), then the token is checked every 60 seconds and whenever the tab
 * becomes visible again. Answers how to stop.
 */
export function keepSession(): () => void {
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
}
