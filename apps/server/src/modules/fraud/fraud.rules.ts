import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import ipaddr from 'ipaddr.js';
import { foldText } from '../../lib/fold-text.ts';

/**
 * The fraud checks' pure rules (issue 15): how addresses are compared, which networks count, when
 * a count is too many. The checks (`fraud-checks.ts`) gather the facts and store what these say.
 */

/** Providers known to ignore dots in the local part (besides plus-tags). */
const DOTS_IGNORED = new Set(['gmail.com']);

/**
 * An e-mail address as the fraud checks compare it: the portal's identity (case, blanks,
 * gmail/googlemail dots and plus-tags, plus-tags of the common providers), and further a plus-tag
 * at any domain. Broader than the identity the programme rules refuse on: a match here only holds
 * the referral for a person to look at, so a tag at a provider that does not ignore it costs a look,
 * not a reward.
 */
export function fraudEmailKey(email: string): string {
  const identity = emailIdentity(email).replace(/\.$/, '');
  const at = identity.lastIndexOf('@');
  if (at < 1) return identity;
  const domain = identity.slice(at + 1);
  let local = identity.slice(0, at).split('+')[0] || identity.slice(0, at);
  if (DOTS_IGNORED.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/** The domain of an address, lower case, without a trailing dot. */
export const emailDomain = (email: string) =>
  email.trim().toLowerCase().split('@').pop()?.replace(/\.$/, '') ?? '';

/**
 * Whether an address is at a disposable (throwaway) domain or a subdomain of one, by the blocklist
 * `disposable` (`disposableDomains()`).
 */
export function isDisposableEmail(email: string, disposable: ReadonlySet<string>): boolean {
  const parts = emailDomain(email).split('.');
  for (let i = 0; i < parts.length - 1; i++) if (disposable.has(parts.slice(i).join('.'))) return true;
  return false;
}

/** An address with all but its first letter and domain hidden: `a***@example.org`. */
export function maskEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return '***';
  return `${trimmed[0]}***@${trimmed.slice(at + 1)}`;
}

/**
 * The network a client address belongs to for velocity: its /24 (IPv4) or /64 (IPv6); an IPv4
 * address mapped into IPv6 counts as IPv4. Null where the address tells nothing about the client
 * (loopback, private, link-local, unspecified): behind a proxy without TRUST_PROXY, every request
 * would come from the proxy, and one network would hold everybody.
 */
const NOT_A_CLIENT = new Set(['loopback', 'private', 'linkLocal', 'unspecified', 'uniqueLocal', 'broadcast']);

export function networkOf(ip: string | null | undefined): string | null {
  if (!ip || !ipaddr.isValid(ip)) return null;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress())
    address = (address as ipaddr.IPv6).toIPv4Address();
  if (NOT_A_CLIENT.has(address.range())) return null;
  if (address.kind() === 'ipv4') {
    const [a, b, c] = (address as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (address as ipaddr.IPv6).parts;
  return `${parts
    .slice(0, 4)
    .map((p) => p.toString(16))
    .join(':')}::/64`;
}

/** A postal address as the referrer's (`Strasse`, …) and the recipient's (`strasse`, …) data hold it. */
export interface PostalAddress {
  strasse: string;
  hausnummer: string;
  plz: string;
}

/**
 * A postal address as the `same_address` signal compares it: case, blanks and punctuation do not
 * count, umlauts and ß are spelt out, "str."/"str"/"straße" are one word, a house number's letter
 * sticks to it ("17 A" is "17a"), and the postcode is its digits. The town is left out: the
 * postcode names it, and "Köln" and "Koeln-Porz" would otherwise differ. Null where a part is
 * missing, so an unknown address matches nothing.
 */
export function postalAddressKey(address: PostalAddress | null | undefined): string | null {
  if (!address) return null;
  const street = foldText(address.strasse).replace(/str(asse)?$/, 'strasse');
  // A range or fraction stays one: "3-5" is not "35".
  const number = address.hausnummer.toLowerCase().replace(/[^a-z0-9/-]/g, '');
  const postcode = address.plz.replace(/\D/g, '');
  if (!street || !number || !postcode) return null;
  return `${postcode}|${street}|${number}`;
}

/** The thresholds (AppConfig `fraud`); "more than" each is a signal. */
export interface FraudLimits {
  /** Referrals one referrer may make within 72 hours. */
  perReferrer72h: number;
  /** Referrals one network (/24, /64) may make within 72 hours. */
  perNetwork72h: number;
  /** Successful referrals one referrer may have in a calendar year (spec §1: no commercial use). */
  successfulPerYear: number;
}

export const VELOCITY_WINDOW_MS = 72 * 3_600_000;

/** Whether a count (including the one at hand) passes its limit. */
export const exceeds = (count: number, limit: number) => count > limit;
