import type { AccountUser, LoginResponse } from '@kwk/shared/accounts/account.schemas';
import { useSyncExternalStore } from 'react';
import { parseSession, SESSION_STORAGE_KEY, type StoredSession, sessionFromLogin } from './stored-session.ts';

/** Fired in this tab on every write; other tabs hear the browser's `storage` event. */
const CHANGED = 'kwk-session-changed';

let cached: { raw: string | null; session: StoredSession | null } = { raw: null, session: null };

function readRaw(): string | null {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored session (expired or not); the same object while storage holds the same text. */
export function readSession(): StoredSession | null {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, session: parseSession(raw) };
  return cached.session;
}

export function writeSession(session: StoredSession | null): void {
  try {
    if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // storage can be blocked in third-party iframes; the visitor then stays signed out
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** After a login, token login or password reset: the new token and the user. */
export function storeLogin(response: LoginResponse): void {
  writeSession(sessionFromLogin(response));
}

/** The user's data as the server now has it, for the session of `token` (if it is still stored). */
export function storeUser(user: AccountUser, token: string): void {
  const session = readSession();
  if (session?.token === token) writeSession({ ...session, user });
}

/**
 * Forgets the session. With `token`, only if that is still the stored one: another tab may have
 * replaced it by a refresh meanwhile, and a refusal of the old token must not end the new one.
 */
export function clearSession(token?: string): void {
  const session = readSession();
  if (!session || (token !== undefined && session.token !== token)) return;
  writeSession(null);
}

export function subscribeSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY) listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored session, re-rendering on sign-in and sign-out in this tab and in others. */
export function useStoredSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null);
}
