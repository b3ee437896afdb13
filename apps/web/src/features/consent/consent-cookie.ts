/** Consent categories of spec §2/§3; `required` is always on and never stored as a choice. */
export const CONSENT_CATEGORIES = ['required', 'functional', 'analytical', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type OptionalCategory = Exclude<ConsentCategory, 'required'>;
export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ['functional', 'analytical', 'marketing'];

/** Spec §4: per category given '1', declined '0', or unset. */
export type ConsentValue = '1' | '0' | undefined;
export type ConsentState = Record<OptionalCategory, ConsentValue>;

export const EMPTY_CONSENT: ConsentState = {
  functional: undefined,
  analytical: undefined,
  marketing: undefined,
};

/** Cookie value like `required:1|functional:0|analytical:1` — unset categories are left out. */
export function serializeConsent(state: ConsentState): string {
  const parts = ['required:1'];
  for (const category of OPTIONAL_CATEGORIES) {
    const value = state[category];
    if (value !== undefined) parts.push(`${category}:${value}`);
  }
  return parts.join('|');
}

/** Unknown categories and values are ignored, so an old or tampered cookie never breaks the page. */
export function parseConsent(raw: string | null): ConsentState | null {
  if (raw === null || raw === '') return null;
  const state: ConsentState = { ...EMPTY_CONSENT };
  for (const part of raw.split('|')) {
    const [name, value] = part.split(':');
    if ((value === '1' || value === '0') && (OPTIONAL_CATEGORIES as readonly string[]).includes(name ?? '')) {
      state[name as OptionalCategory] = value;
    }
  }
  return state;
}

export function allConsent(value: '1' | '0'): ConsentState {
  return { functional: value, analytical: value, marketing: value };
}
