import { expiryMs, parseSession, SESSION_STORAGE_KEY } from '../../lib/session/stored-session.ts';

/** A stored session counts as logged in when it parses, has a token and has not expired. */
export function isSessionValid(raw: string | null, nowMs: number): boolean {
  const session = parseSession(raw);
  return session !== null && expiryMs(session.expiresAt) > nowMs;
}

export function isLoggedIn(storage: Pick<Storage, 'getItem'> = localStorage, nowMs = Date.now()): boolean {
  try {
    return isSessionValid(storage.getItem(SESSION_STORAGE_KEY), nowMs);
  } catch {
    // storage can be blocked in third-party iframes: nobody can be signed in there
    return false;
  }
}
