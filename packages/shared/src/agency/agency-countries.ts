import type { Language } from '../errors/error-codes.ts';

/**
 * The countries an agency's address may name (ISO 3166-1 alpha-2): the EU member states, where an
 * agency's commission is reverse-charged with its USt-IdNr., and the neighbours an agency of the
 * programme is found in (CH, GB, US). The credit note's tax note depends on it (decision 038).
 */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;
export const AGENCY_COUNTRIES = [...EU_COUNTRIES, 'CH', 'GB', 'US'] as const;
export type AgencyCountry = (typeof AGENCY_COUNTRIES)[number];

/** Germany: an agency's country where none was given (every agency before the field existed). */
export const HOME_COUNTRY = 'DE' satisfies AgencyCountry;

const EU = new Set<string>(EU_COUNTRIES);
export const isEuCountry = (code: string) => EU.has(code);

const names = {
  de: new Intl.DisplayNames('de', { type: 'region' }),
  en: new Intl.DisplayNames('en', { type: 'region' }),
};

/** "Österreich" for AT (the ICU names every browser and Node carry). */
export const countryName = (code: string, lang: Language = 'de') => names[lang].of(code) ?? code;

/** The countries to choose from: Germany first, then by name in the page's language. */
export function countryOptions(lang: Language = 'de'): { value: AgencyCountry; label: string }[] {
  const byName = AGENCY_COUNTRIES.filter((c) => c !== HOME_COUNTRY)
    .map((value) => ({ value, label: countryName(value, lang) }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
  return [{ value: HOME_COUNTRY, label: countryName(HOME_COUNTRY, lang) }, ...byName];
}

/**
 * What is wrong with a postcode in its country, or null: a German one has five digits; elsewhere
 * the formats differ (1010, 1012 AB, SW1A 1AA), so only letters, digits, blanks and hyphens.
 */
export function postcodeProblem(country: string, postcode: string): 'required' | 'invalid' | null {
  const plz = postcode.trim();
  if (country === HOME_COUNTRY) return /^\d{5}$/.test(plz) ? null : 'invalid';
  if (plz === '') return 'required';
  return /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(plz) ? null : 'invalid';
}
