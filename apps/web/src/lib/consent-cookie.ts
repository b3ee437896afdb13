import { CONSENT_IDENTIFIER, REQUIRED_CATEGORY } from '@kwk/shared/analytics/consent-rules';
import { CONSENT_COOKIE_DAYS } from '@kwk/shared/constants';

/** The consent cookie's lifetime (60 days, spec §9). */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = CONSENT_COOKIE_DAYS * 24 * 60 * 60;

/** Consent categories of spec §2/§3; `required` is always on and never stored as a choice. */
export const CONSENT_CATEGORIES = ['required', 'functional', 'analytical', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/**
 * The optional categories every tenant's registry starts with (the server's defaults). A tenant's
 * registry may hold more: the state is keyed by the registry's identifiers (decision 027).
 */
export const OPTIONAL_CATEGORIES: readonly string[] = ['functional', 'analytical', 'marketing'];

/** Spec §4: per category given '1', declined '0', or unset. */
export type ConsentValue = '1' | '0' | undefined;
export type ConsentState = Record<string, ConsentValue>;

export const EMPTY_CONSENT: ConsentState = {
  functional: undefined,
  analytical: undefined,
  marketing: undefined,
};

/** Cookie value like `required:1|functional:0|analytical:1` — unset categories are left out. */
export function serializeConsent(state: ConsentState): string {
  const parts = ['required:1'];
  for (const [category, value] of Object.entries(state)) {
    if (category !== REQUIRED_CATEGORY && CONSENT_IDENTIFIER.test(category) && value !== undefined)
      parts.push(`${category}:${value}`);
  }
  return parts.join('|');
}

/**
 * Reads the cookie. With a registry's optional identifiers, only those count. Without one (the page
 * has not loaded the tenant's registry, and does not wait for it) every well-formed identifier the
 * cookie holds counts, beside the default ones as unset: the portal wrote the cookie from the
 * tenant's registry, so a tenant's own category (`personalisierung:1`) is read back after a
 * reload instead of being dropped and rewritten as undecided. Malformed parts are ignored, so an
 * old or tampered cookie never breaks the page.
 */
export function parseConsent(raw: string | null, registry?: readonly string[]): ConsentState | null {
  if (raw === null || raw === '') return null;
  const state: ConsentState = Object.fromEntries(
    (registry ?? OPTIONAL_CATEGORIES).map((id) => [id, undefined]),
  );
  const counts = (name: string) => (registry ? registry.includes(name) : CONSENT_IDENTIFIER.test(name));
  for (const part of raw.split('|')) {
    const [name = '', value] = part.split(':');
    if ((value === '1' || value === '0') && name !== REQUIRED_CATEGORY && counts(name)) state[name] = value;
  }
  return state;
}

export function allConsent(
  value: '1' | '0',
  registry: readonly string[] = OPTIONAL_CATEGORIES,
): ConsentState {
  return Object.fromEntries(registry.map((id) => [id, value]));
}

/**
 * The stored choices of categories the dialog does not show: while the tenant's registry is still
 * loading it shows the built-in four, and saving then must not drop a choice of the tenant's own
 * categories (`personalisierung:1`) it never asked about.
 */
export function unshownChoices(stored: ConsentState | null, shown: readonly string[]): ConsentState {
  return Object.fromEntries(
    Object.entries(stored ?? {}).filter(([id, value]) => value !== undefined && !shown.includes(id)),
  );
}

/** Whether this state grants the category (given '1'); unset and declined both mean no. */
export const grants = (state: ConsentState | null, category: string): boolean => state?.[category] === '1';
