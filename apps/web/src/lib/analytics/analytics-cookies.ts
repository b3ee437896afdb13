import { removeCookie } from '../cookies.ts';

/**
 * Matomo's cookie names and lifetimes (spec §7, §9): the referrer 6 months, the visitor id 13
 * months, the session 30 minutes. Set only after the analytics category is granted.
 */
export const ANALYTICS_COOKIES = {
  ref: { name: '_pk_ref', maxAgeSeconds: 6 * 30 * 24 * 60 * 60 },
  id: { name: '_pk_id', maxAgeSeconds: 13 * 30 * 24 * 60 * 60 },
  ses: { name: '_pk_ses', maxAgeSeconds: 30 * 60 },
} as const;

/** Withdrawing the analytics consent deletes every analytics cookie at once. */
export function deleteAnalyticsCookies(): void {
  for (const cookie of Object.values(ANALYTICS_COOKIES)) removeCookie(cookie.name);
}
