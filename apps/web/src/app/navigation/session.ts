import { expiryMs, parseSession, SESSION_STORAGE_KEY } from '../../lib/session/stored-session.ts';

/** A stored session counts as logged in when it parses, has a token and has not expired. */
export function isSessionValid(raw: string | null, nowMs: number): boolean {
  const session = parseSession(raw);
  return session !== null && expiryMs(session.expiresAt) > nowMs;
}

export function isLoggedIn(storage?: Pick<Storage, 'getItem'>, nowMs = Date.now()): boolean {
  try {
    // Read inside the try: in a third-party iframe merely naming `localStorage` throws (the widget
    // on a brand's site in a browser that blocks third-party storage).
    return isSessionValid((storage ?? localStorage).getItem(SESSION_STORAGE_KEY), nowMs);
  } catch {
    // storage can be blocked in third-party iframes: nobody can be signed in there
    return false;
  }
}
