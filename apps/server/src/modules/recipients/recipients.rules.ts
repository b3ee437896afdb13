import { randomInt } from 'node:crypto';
import type { ReferralStatus } from '@kwk/shared/lifecycle/referral-lifecycle';
import { foldText } from '../../lib/fold-text.ts';

/** Ten digits, never starting with 0; travels with the order to the partner. */
export function randomEmpfaengernummer(draw: (min: number, max: number) => number = randomInt): string {
  return String(draw(1_000_000_000, 10_000_000_000));
}

/** "Anna M.": the recipient sees who recommended, without the full surname. */
export function referrerShortName(vorname: string, nachname: string): string {
  const initial = nachname.trim().charAt(0);
  return initial ? `${vorname.trim()} ${initial.toUpperCase()}.` : vorname.trim();
}

/**
 * What the recipient may do with a referral: use it, or not any more because its 60 days passed
 * (Abgelaufen) or because it is cancelled, never confirmed by the referrer, or the referrer's
 * account is gone or blocked (Gesperrt, "contact the recommender").
 */
export function landingStatus(input: {
  status: ReferralStatus;
  optinConfirmed: boolean;
  expired: boolean;
  referrerUsable: boolean;
}): 'Ok' | 'Abgelaufen' | 'Gesperrt' {
  if (!input.optinConfirmed || !input.referrerUsable || input.status === 'Storniert') return 'Gesperrt';
  if (input.status === 'Abgelaufen' || (input.expired && input.status === 'Ok')) return 'Abgelaufen';
  return 'Ok';
}

/**
 * The self-referral rule compares name and address: lower case, umlauts and ß spelt out, and
 * only letters and digits, so "Straße 1" and "strasse  1" are the same place.
 */
export function nameAddressKey(p: {
  vorname: string;
  name: string;
  strasse: string;
  hausnummer: string;
  plz: string;
}): string {
  const norm = (s: string) => foldText(s).replace(/str$/, 'strasse');
  return [norm(p.vorname), norm(p.name), norm(p.strasse), norm(p.hausnummer), norm(p.plz)].join('|');
}

/** The partner's order page with the referral filled in (Urls.BestellUrl placeholders). */
export function orderUrl(
  template: string,
  values: { produkt: number; empfehlungsnummer: number; empfaengernummer: string; channel: string },
): string {
  return template.replace(
    /\{(produkt|empfehlungsnummer|empfaengernummer|channel)\}/g,
    (_, key: keyof typeof values) => encodeURIComponent(String(values[key])),
  );
}
