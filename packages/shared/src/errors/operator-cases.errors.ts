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
  /** A grant that would pass the account's yearly goodwill cap; the field says what is left. */
  'goodwill.yearly_cap': {
    status: 400,
    de: 'Der Betrag übersteigt den Kulanzrahmen dieses Empfehlerkontos für das laufende Jahr.',
    en: 'The amount exceeds this referrer account’s goodwill allowance for the current year.',
  },
  /** Four eyes: whoever granted a goodwill reward above the threshold may not approve it too. */
  'goodwill.four_eyes': {
    status: 403,
    de: 'Vier-Augen-Prinzip: Eine Kulanzprämie, die Sie selbst gewährt haben, muss eine andere Person aus der Finanzabteilung freigeben.',
    en: 'Four-eyes principle: a goodwill reward you granted yourself must be approved by another finance operator.',
  },
  'goodwill.not_awaiting_approval': {
    status: 409,
    de: 'Dieser Kulanzfall wartet nicht (mehr) auf eine Freigabe.',
    en: 'This goodwill case is not (or no longer) waiting for an approval.',
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
