import type { AccountUser, LoginResponse } from '@kwk/shared/accounts/account.schemas';

/** Where the signed-in referrer's session lives (ARCHITECTURE.md "Auth": token in storage). */
export const SESSION_STORAGE_KEY = 'kwk_session';

/** The stored session (spec §4: "Login stores the user and token"). */
export interface StoredSession {
  token: string;
  /** Epoch milliseconds or an ISO date-time. */
  expiresAt: number | string;
  /** The signed-in referrer; null when a session was stored without one (filled by GET account/user). */
  user: AccountUser | null;
  /** Set once a refresh no longer moves the expiry (the session's last hours): no more refreshes. */
  final?: true;
}

/** The expiry as epoch milliseconds; NaN when it is not a date. */
export function expiryMs(expiresAt: unknown): number {
  if (typeof expiresAt === 'number') return expiresAt;
  if (typeof expiresAt === 'string') return Date.parse(expiresAt);
  return Number.NaN;
}

function looksLikeUser(value: unknown): value is AccountUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<AccountUser>;
  return typeof user.Email === 'string' && typeof user.PasswortGesetzt === 'boolean';
}

/**
 * The session as stored, whether or not it has expired (the expiry check decides that); null when
 * nothing usable is stored. Storage is outside our control, so every field is checked.
 */
export function parseSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { token, expiresAt, user, final } = parsed as Partial<StoredSession>;
  if (typeof token !== 'string' || token === '' || expiresAt === undefined) return null;
  if (!Number.isFinite(expiryMs(expiresAt))) return null;
  return { token, expiresAt, user: looksLikeUser(user) ? user : null, ...(final === true ? { final } : {}) };
}

/** What a login, token login, refresh or password reset answers, as it is stored. */
export function sessionFromLogin({ Token, ...user }: LoginResponse): StoredSession {
  return { token: Token, expiresAt: user.TokenGueltigBis, user };
}

/** Spec §8: a 401, or the error code PSOF0204, from a call with the session's token ends the session. */
export function endsSession(error: { status: number; code: string }): boolean {
  return error.status === 401 || error.code === 'PSOF0204';
}
