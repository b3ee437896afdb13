import { type AgencyUser, agencyUserSchema } from '@kwk/shared/agency/agency.schemas';

/** The signed-in agency user as stored: the server's answer, plus whether refreshing has stopped. */
export type StoredAgencyUser = AgencyUser & {
  /** Set once a refresh no longer moves the expiry (the session's last hours): no more refreshes. */
  final?: true;
};

/** With less than this left, a visible tab exchanges the token for a fresh one. */
export const AGENCY_REFRESH_WHEN_LEFT_MS = 10 * 60_000;

/** Storage is outside our control: anything that is not a whole agency user counts as none. */
export function parseAgencyUser(raw: string | null): StoredAgencyUser | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = agencyUserSchema.safeParse(value);
  if (!parsed.success || !parsed.data.Token || !Number.isFinite(Date.parse(parsed.data.ExpiresAt)))
    return null;
  return (value as { final?: unknown }).final === true ? { ...parsed.data, final: true } : parsed.data;
}

export type AgencySessionCheck = 'none' | 'expired' | 'refresh' | 'keep';

/**
 * The 60-second check of spec §9 for the agency user: an expired token signs out; one close to
 * expiry is refreshed while someone looks at the page (a hidden tab keeps no session alive).
 */
export function checkAgencySession(
  user: StoredAgencyUser | null,
  nowMs: number,
  visible: boolean,
): AgencySessionCheck {
  if (!user) return 'none';
  const left = Date.parse(user.ExpiresAt) - nowMs;
  if (!(left > 0)) return 'expired';
  if (left < AGENCY_REFRESH_WHEN_LEFT_MS && visible && !user.final) return 'refresh';
  return 'keep';
}

/** After a refresh: once the server no longer moves the expiry (12 hours after sign-in), stop asking. */
export function refreshedAgencyUser(previous: StoredAgencyUser, next: AgencyUser): StoredAgencyUser {
  return Date.parse(next.ExpiresAt) > Date.parse(previous.ExpiresAt) ? next : { ...next, final: true };
}

/** Spec §8: a 401, or the error code PSOF0204, on any agency call signs the agency user out. */
export function endsAgencySession(error: { status: number; code: string }): boolean {
  return error.status === 401 || error.code === 'PSOF0204';
}

/** A refused refresh (4xx but 429) signs out; a network or server failure waits for the next check. */
export function refreshFailureEndsAgencySession(error: { status: number; code: string }): boolean {
  return endsAgencySession(error) || (error.status >= 400 && error.status < 500 && error.status !== 429);
}
