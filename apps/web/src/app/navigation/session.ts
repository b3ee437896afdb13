/** Where the session lives until the account issue brings login (ARCHITECTURE.md "Auth"). */
export const SESSION_STORAGE_KEY = 'kwk_session';

export interface StoredSession {
  token: string;
  /** Epoch milliseconds or an ISO date-time. */
  expiresAt: number | string;
}

/** A stored session counts as logged in when it parses, has a token and has not expired. */
export function isSessionValid(raw: string | null, nowMs: number): boolean {
  if (!raw) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null) return false;
  const { token, expiresAt } = parsed as Partial<StoredSession>;
  if (typeof token !== 'string' || token === '') return false;
  const expiry =
    typeof expiresAt === 'number'
      ? expiresAt
      : typeof expiresAt === 'string'
        ? Date.parse(expiresAt)
        : Number.NaN;
  return Number.isFinite(expiry) && expiry > nowMs;
}

export function isLoggedIn(storage: Pick<Storage, 'getItem'> = localStorage, nowMs = Date.now()): boolean {
  return isSessionValid(storage.getItem(SESSION_STORAGE_KEY), nowMs);
}
