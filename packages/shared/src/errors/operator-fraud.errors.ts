/** Error codes of the console's fraud review (issue 15), spread into CONSOLE_ERRORS. */
export const OPERATOR_FRAUD_ERRORS = {
  'fraud.not_found': {
    status: 404,
    de: 'Zu dieser Empfehlung gibt es keine Betrugsprüfung.',
    en: 'There is no fraud review for this referral.',
  },
  /** Released or rejected already (also by a colleague a moment ago): the decision stands. */
  'fraud.already_decided': {
    status: 409,
    de: 'Über diese Empfehlung wurde bereits entschieden.',
    en: 'This referral has already been decided.',
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
