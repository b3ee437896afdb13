import type { PartnerKeyListed } from './partner-keys.repository.ts';

/** A key's state as the console shows it; `pending` waits for a second admin (decision 041). */
export type PartnerKeyState = 'pending' | 'active' | 'expiring' | 'expired' | 'revoked';

export function keyState(
  key: Pick<PartnerKeyListed, 'revokedAt' | 'expiresAt' | 'awaitingApproval'>,
  now: Date,
): PartnerKeyState {
  if (key.revokedAt) return 'revoked';
  if (key.awaitingApproval) return 'pending';
  if (!key.expiresAt) return 'active';
  return key.expiresAt > now ? 'expiring' : 'expired';
}

/** A rotated key's end: `overlapHours` from `now`, or its earlier end if it already ends sooner. */
export function rotationEnd(current: Date | null, now: Date, overlapHours: number): Date {
  const end = new Date(now.getTime() + overlapHours * 3_600_000);
  return current && current < end ? current : end;
}

/** The default overlap of a rotation: the old key keeps working this long beside the new one. */
export const DEFAULT_OVERLAP_HOURS = 24;
