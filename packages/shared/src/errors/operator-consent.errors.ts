/** Error codes of the console's consent-registry editor (issue 16, decision 027), spread into CONSOLE_ERRORS. */
export const OPERATOR_CONSENT_ERRORS = {
  /** A new category with an identifier the tenant's registry already holds. */
  'consent.already_registered': {
    status: 409,
    de: 'Eine Einwilligungskategorie mit dieser Kennung gibt es bei diesem Mandanten schon.',
    en: 'This tenant already has a consent category with this identifier.',
  },
  /** The always-on category `required` deleted or made optional: the consent cookie always carries it. */
  'consent.required_kept': {
    status: 409,
    de: 'Die Kategorie „required“ bleibt: Sie ist immer notwendig und kann weder gelöscht noch abwählbar werden.',
    en: 'The category “required” stays: it is always on and cannot be deleted or made optional.',
  },
  /** Another category marked always on: only `required` is; the others are the visitor's choice. */
  'consent.only_required_always_on': {
    status: 400,
    de: 'Nur die Kategorie „required“ ist immer an; jede andere wird erfragt.',
    en: 'Only the category “required” is always on; every other one is asked for.',
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
