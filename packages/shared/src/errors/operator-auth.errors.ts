/** Error codes of the operator console's sign-in and sessions (issue 14), spread into CONSOLE_ERRORS. */
export const OPERATOR_AUTH_ERRORS = {
  /** No console session, an ended one (15 minutes idle, or its end), or a token of another kind. */
  'operator.login_required': {
    status: 401,
    de: 'Bitte melden Sie sich an der Betriebskonsole an.',
    en: 'Please sign in to the operator console.',
  },
  /** A wrong e-mail, code or passkey: one answer for all, so nothing tells which was wrong. */
  'operator.sign_in_failed': {
    status: 401,
    de: 'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Code.',
    en: 'Signing in failed. Please check the e-mail address and the code.',
  },
  'operator.inactive': {
    status: 403,
    de: 'Ihr Zugang zur Betriebskonsole ist deaktiviert.',
    en: 'Your access to the operator console is deactivated.',
  },
  /** A dangerous action (key rotation, erasure, role change) needs a fresh confirmation. */
  'operator.reauth_required': {
    status: 403,
    de: 'Bitte bestätigen Sie diese Aktion erneut mit Ihrem Passkey oder Code.',
    en: 'Please confirm this action again with your passkey or code.',
  },
  /** The console API answers only on the console's own host. */
  'operator.wrong_host': {
    status: 404,
    de: 'Ihre Anfrage konnte nicht verarbeitet werden.',
    en: 'Your request could not be processed.',
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
