import { getHref } from '@kwk/shared/routes/route-table';

/** The referral number of a path or `?nr=`, or null when it is none (the API accepts 1 … 999 999 999). */
export function parseEmpfehlungsnummer(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const nr = Number(value);
  return nr >= 1 ? nr : null;
}

/** The referral link's `?k=`: 32 hex characters (linkTokenSchema), checked before asking the server. */
export function isLinkToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[0-9a-f]{32}$/i.test(value);
}

/** What the API accepts as a channel (`^[\w.-]*$`, at most 50). */
const CHANNEL = /^[\w.-]{1,50}$/;
/** A recipient who arrived without a campaign parameter came by the plain link. */
export const DEFAULT_CHANNEL = 'Link';

/**
 * The channel a recipient came by: the link's `channel` parameter, else the channel cookie
 * (spec §2, kept 730 days), else 'Link'. Values the API would refuse count as no channel.
 */
export function recipientChannel(search: string, channelCookie: string | null): string {
  const candidates = [new URLSearchParams(search).get('channel')?.trim(), channelCookie?.trim()];
  return candidates.find((value): value is string => !!value && CHANNEL.test(value)) ?? DEFAULT_CHANNEL;
}

/** The landing of a referral, e.g. to send the recipient back to it. */
export function landingHref(empfehlungsnummer: number, k: string): string {
  return `${getHref('EmpfehlungLookup', { empfehlungsnummer })}?${new URLSearchParams({ k }).toString()}`;
}

const storageKey = (empfehlungsnummer: number) => `kwk_empfehlung_${empfehlungsnummer}`;

/**
 * The later screens carry only the referral number; the landing's link (with its `k`) is kept for
 * this tab so "back to the recommendation" works without the e-mail at hand.
 */
export function rememberLanding(empfehlungsnummer: number, k: string): void {
  try {
    sessionStorage.setItem(storageKey(empfehlungsnummer), k);
  } catch {
    // storage can be blocked in third-party frames; the way back then goes through /code
  }
}

/** The remembered landing, else the code page where a recommendation can be opened again. */
export function wayBackHref(empfehlungsnummer: number | null): string {
  let k: string | null = null;
  try {
    if (empfehlungsnummer !== null) k = sessionStorage.getItem(storageKey(empfehlungsnummer));
  } catch {
    // see rememberLanding
  }
  return empfehlungsnummer !== null && isLinkToken(k)
    ? landingHref(empfehlungsnummer, k)
    : getHref('Empfehlungscode');
}
