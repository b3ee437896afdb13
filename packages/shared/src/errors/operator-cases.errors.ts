/**
 * Error codes of the console's exclusion list, goodwill cases and data-subject requests (issue 14),
 * spread into CONSOLE_ERRORS.
 */
export const OPERATOR_CASES_ERRORS = {
  'exclusions.exists': {
    status: 409,
    de: 'Dieser Eintrag steht bereits auf der Ausschlussliste.',
    en: 'This entry is already on the exclusion list.',
  },
  'exclusions.not_found': {
    status: 404,
    de: 'Dieser Eintrag steht nicht (mehr) auf der Ausschlussliste.',
    en: 'This entry is not (or no longer) on the exclusion list.',
  },
  'goodwill.not_found': {
    status: 404,
    de: 'Diesen Kulanzfall gibt es nicht.',
    en: 'This goodwill case does not exist.',
  },
  'goodwill.already_decided': {
    status: 409,
    de: 'Über diesen Kulanzfall wurde bereits entschieden.',
    en: 'This goodwill case has already been decided.',
  },
  /** A grant credits a reward to the referrer's account: a complaint from an unknown address has none. */
  'goodwill.no_referrer': {
    status: 409,
    de: 'Zu dieser E-Mail-Adresse gibt es kein Empfehlerkonto; eine Kulanzprämie kann nur abgelehnt werden.',
    en: 'There is no referrer account for this e-mail address; a goodwill reward can only be refused.',
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
