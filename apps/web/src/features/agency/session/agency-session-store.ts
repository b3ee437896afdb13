import type { AgencyUser } from '@kwk/shared/agency/agency.schemas';
import { useSyncExternalStore } from 'react';
import { parseAgencyUser, type StoredAgencyUser } from './agency-session-rules.ts';

/** Apart from the referrer's `kwk_session`: an agency user and a referrer may be signed in at once. */
export const AGENCY_SESSION_KEY = 'kwk_agency_session';
const CHANGED = 'kwk-agency-session-changed';

/** Why the agency user was last signed out in this tab, so the sign-in can say so. */
export type SignOutReason = 'loggedOut' | 'expired' | 'refused';
let lastSignOut: SignOutReason | null = null;

let cached: { raw: string | null; user: StoredAgencyUser | null } = { raw: null, user: null };

function readRaw(): string | null {
  try {
    return localStorage.getItem(AGENCY_SESSION_KEY);
  } catch {
    return null;
  }
}

/** The stored agency user (expired or not); the same object while storage holds the same text. */
export function readAgencyUser(): StoredAgencyUser | null {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, user: parseAgencyUser(raw) };
  return cached.user;
}

export function writeAgencyUser(user: StoredAgencyUser | null): void {
  try {
    if (user) localStorage.setItem(AGENCY_SESSION_KEY, JSON.stringify(user));
    else localStorage.removeItem(AGENCY_SESSION_KEY);
  } catch {
    // storage can be blocked in third-party iframes; the agency user then stays signed out
  }
  window.dispatchEvent(new Event(CHANGED));
}

export function storeAgencyUser(user: AgencyUser): void {
  lastSignOut = null;
  writeAgencyUser(user);
}

/**
 * Signs the agency user out. With `token`, only if that is still the stored one: another tab may
 * have refreshed it meanwhile, and a refusal of the old token must not end the new one.
 */
export function endAgencySession(reason: SignOutReason, token?: string): void {
  const user = readAgencyUser();
  if (!user || (token !== undefined && user.Token !== token)) return;
  lastSignOut = reason;
  writeAgencyUser(null);
}

export function lastSignOutReason(): SignOutReason | null {
  return lastSignOut;
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AGENCY_SESSION_KEY) listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored agency user, re-rendering on sign-in and sign-out in this tab and in others. */
export function useAgencyUser(): StoredAgencyUser | null {
  return useSyncExternalStore(subscribe, readAgencyUser, () => null);
}
