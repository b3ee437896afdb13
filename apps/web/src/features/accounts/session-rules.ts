import type { LoginResponse } from '@kwk/shared/accounts/account.schemas';
import {
  endsSession,
  expiryMs,
  type StoredSession,
  sessionFromLogin,
} from '../../lib/session/stored-session.ts';

/** With less than this left, a visible tab exchanges the token for a fresh one (spec §4). */
export const REFRESH_WHEN_LEFT_MS = 10 * 60_000;

/** What the 60-second check (spec §9) does with the stored session. */
export type SessionCheck = 'none' | 'expired' | 'refresh' | 'keep';

/**
 * Spec §4: an expired token is cleared (and the page reloads); one close to expiry is refreshed
 * while someone looks at the page. A hidden tab does not keep a session alive on its own.
 */
export function checkSession(session: StoredSession | null, nowMs: number, visible: boolean): SessionCheck {
  if (!session) return 'none';
  const left = expiryMs(session.expiresAt) - nowMs;
  if (!(left > 0)) return 'expired';
  if (left < REFRESH_WHEN_LEFT_MS && visible && !session.final) return 'refresh';
  return 'keep';
}

/**
 * The session after a refresh. The server moves the expiry up to the session's end (12 hours after
 * sign-in); once a refresh no longer moves it, the session is marked final and runs out.
 */
export function refreshedSession(previous: StoredSession, response: LoginResponse): StoredSession {
  const next = sessionFromLogin(response);
  return expiryMs(next.expiresAt) > expiryMs(previous.expiresAt) ? next : { ...next, final: true };
}

/**
 * Spec §8: a failed refresh signs out. A refusal (4xx) does; a network failure, a busy server (429)
 * or a server error (5xx) does not, since the token still works and the next check tries again.
 */
export function refreshFailureEndsSession(error: { status: number; code: string }): boolean {
  return endsSession(error) || (error.status >= 400 && error.status < 500 && error.status !== 429);
}
