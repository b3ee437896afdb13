import { COOKIE_NAMES, RECIPIENT_DATA_DELETE_WEEKS } from '@kwk/shared/constants';
import { getCookie, removeCookie, setCookie } from '../../lib/cookies.ts';

/** Who the visitor is for one referral: the recipient number and the bearer token of `empfaenger/create`. */
export interface RecipientAccess {
  empfaengernummer: string;
  token: string;
}

/** The cookie outlives nothing on the server: unconfirmed recipient data is deleted after 12 weeks (spec §1). */
export const RECIPIENT_COOKIE_MAX_AGE_SECONDS = RECIPIENT_DATA_DELETE_WEEKS * 7 * 24 * 60 * 60;

// The shapes of recipient.schemas.ts, checked without zod so the pages do not load it to read a cookie.
const NUMBER = /^\d{10}$/;
const TOKEN = /^[0-9a-f]{48}$/i;

/** Per referral (spec §3 "per-referral recipient-number cookies"): `kwk_empfaenger_{nr}`. */
export function recipientCookieName(empfehlungsnummer: number): string {
  return `${COOKIE_NAMES.recipientPrefix}${empfehlungsnummer}`;
}

/** `{Empfaengernummer}.{Token}` */
export function formatRecipientCookie(access: RecipientAccess): string {
  return `${access.empfaengernummer}.${access.token}`;
}

/** The cookie's value, or null when it is missing or not in the `{Empfaengernummer}.{Token}` shape. */
export function parseRecipientCookie(value: string | null): RecipientAccess | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot < 0) return null;
  const empfaengernummer = value.slice(0, dot);
  const token = value.slice(dot + 1);
  return NUMBER.test(empfaengernummer) && TOKEN.test(token) ? { empfaengernummer, token } : null;
}

export function readRecipientAccess(empfehlungsnummer: number): RecipientAccess | null {
  return parseRecipientCookie(getCookie(recipientCookieName(empfehlungsnummer)));
}

export function saveRecipientAccess(empfehlungsnummer: number, access: RecipientAccess): void {
  setCookie(
    recipientCookieName(empfehlungsnummer),
    formatRecipientCookie(access),
    RECIPIENT_COOKIE_MAX_AGE_SECONDS,
  );
}

/** Spec §8: when the recipient lookup fails, the stored recipient cookie is removed. */
export function forgetRecipientAccess(empfehlungsnummer: number): void {
  removeCookie(recipientCookieName(empfehlungsnummer));
}

/**
 * Whether a failed recipient lookup means the token is no good (the server refused it), so the
 * cookie goes (spec §8). A network error, rate limit or server fault keeps it: the recipient's
 * progress is not thrown away over a failure that a reload can mend.
 */
export function lookupRefusesToken(status: number): boolean {
  return status === 400 || status === 401 || status === 403 || status === 404;
}
