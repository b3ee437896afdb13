/**
 * Error codes of operator accounts, passkeys, enrolment and the operator management (issue 14),
 * spread into CONSOLE_ERRORS.
 */
export const OPERATOR_ACCOUNTS_ERRORS = {
  /**
   * Five or more wrong codes from this source (device or network) for this address, or ten failed
   * passkey answers from it: the next try waits, longer with each failure (decision 033; Retry-After
   * says when). A passkey is never held back by wrong codes.
   */
  'operator.too_many_attempts': {
    status: 429,
    de: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut – mit Ihrem Passkey können Sie sich auch sofort anmelden.',
    en: 'Too many failed sign-in attempts. Please wait a few minutes and try again – you can also sign in with your passkey right away.',
  },
  /** Many wrong codes for one address from many sources: sign-in by code pauses, a passkey still works. */
  'operator.totp_paused': {
    status: 429,
    de: 'Die Anmeldung mit Code ist für diesen Zugang wegen vieler Fehlversuche vorübergehend angehalten. Bitte melden Sie sich mit Ihrem Passkey an oder versuchen Sie es später erneut.',
    en: 'Signing in with a code is paused for this access after many failed attempts. Please sign in with your passkey or try again later.',
  },
  /** The stored TOTP secret does not open with this server's key (another APP_SECRET). */
  'operator.totp_unreadable': {
    status: 409,
    de: 'Ihr Code kann derzeit nicht geprüft werden. Bitte melden Sie sich mit Ihrem Passkey an oder bitten Sie eine Administratorin oder einen Administrator, Ihren Zugang zurückzusetzen.',
    en: 'Your code cannot be checked at the moment. Please sign in with your passkey or ask an administrator to reset your access.',
  },
  /** A passkey that is unknown, of another operator, or whose answer does not verify. */
  'operator.passkey_failed': {
    status: 401,
    de: 'Der Passkey konnte nicht bestätigt werden. Bitte versuchen Sie es erneut oder melden Sie sich mit Code an.',
    en: 'The passkey could not be verified. Please try again or sign in with a code.',
  },
  'operator.passkey_registration_failed': {
    status: 400,
    de: 'Der Passkey konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    en: 'The passkey could not be saved. Please try again.',
  },
  /** A re-confirmation by passkey for an operator without one. */
  'operator.no_passkey': {
    status: 409,
    de: 'Für Ihren Zugang ist kein Passkey eingerichtet. Bitte bestätigen Sie mit Ihrem Code.',
    en: 'No passkey is set up for your access. Please confirm with your code.',
  },
  /** An enrolment link that is unknown, used, expired, or of a deactivated operator. */
  'operator.enrolment_invalid': {
    status: 404,
    de: 'Dieser Einrichtungslink ist ungültig, abgelaufen oder wurde bereits verwendet. Bitte bitten Sie eine Administratorin oder einen Administrator um einen neuen.',
    en: 'This enrolment link is invalid, expired or already used. Please ask an administrator for a new one.',
  },
  /** Finishing an enrolment before a passkey or an authenticator app is set up. */
  'operator.enrolment_incomplete': {
    status: 409,
    de: 'Bitte richten Sie zuerst einen Passkey oder eine Authenticator-App ein.',
    en: 'Please set up a passkey or an authenticator app first.',
  },
  /** Setting up TOTP: the first code does not match the offered secret (or none was offered). */
  'operator.totp_setup_failed': {
    status: 400,
    de: 'Der Code passt nicht zum angezeigten Schlüssel. Bitte geben Sie den aktuellen Code Ihrer Authenticator-App ein.',
    en: 'The code does not match the key shown. Please enter the current code of your authenticator app.',
  },
  /**
   * Setting up TOTP: the offered secret no longer opens (sealed under another APP_SECRET, e.g. a
   * rotated key since the offer). Nothing was set up; a new offer starts over.
   */
  'operator.totp_setup_restart': {
    status: 409,
    de: 'Der angezeigte Schlüssel kann nicht mehr geprüft werden. Bitte starten Sie die Einrichtung der Authenticator-App erneut und scannen Sie den neuen Schlüssel.',
    en: 'The key shown can no longer be checked. Please start setting up the authenticator app again and scan the new key.',
  },
  'operator.email_taken': {
    status: 409,
    de: 'Für diese E-Mail-Adresse gibt es bereits einen Zugang.',
    en: 'There is already an access for this e-mail address.',
  },
  'operator.not_found': {
    status: 404,
    de: 'Diesen Zugang gibt es nicht.',
    en: 'This access does not exist.',
  },
  /** An admin deactivating or resetting themselves (a change of one's own roles is `operator.own_roles`). */
  'operator.self_lockout': {
    status: 409,
    de: 'Sie können sich nicht selbst deaktivieren oder Ihren eigenen Zugang zurücksetzen. Bitten Sie eine andere Administratorin oder einen anderen Administrator.',
    en: 'You cannot deactivate yourself or reset your own access. Please ask another administrator.',
  },
  /** Any change of one's own roles (decision 032: nobody grants or takes their own rights). */
  'operator.own_roles': {
    status: 409,
    de: 'Ihre eigenen Rollen können Sie nicht ändern. Bitten Sie eine andere Administratorin oder einen anderen Administrator.',
    en: 'You cannot change your own roles. Please ask another administrator.',
  },
  /** Granting finance or admin needs a second active admin besides the one asking and the operator concerned. */
  'operator.second_admin_required': {
    status: 409,
    de: 'Die Rollen Finanzen und Administration vergibt nur, wer von einer zweiten aktiven Administratorin oder einem zweiten aktiven Administrator bestätigt wird. Es gibt keine zweite Person, die bestätigen könnte.',
    en: 'The finance and admin roles are granted only with the approval of a second active administrator. There is no second person who could approve.',
  },
  'operator.grant_not_found': {
    status: 404,
    de: 'Diese Rollenfreigabe gibt es nicht.',
    en: 'This role grant does not exist.',
  },
  /** Approving or rejecting a grant one asked for oneself, or one for oneself. */
  'operator.grant_own': {
    status: 403,
    de: 'Vier-Augen-Prinzip: Eine Rollenfreigabe, die Sie beantragt haben oder die Sie selbst betrifft, muss eine andere Administratorin oder ein anderer Administrator entscheiden.',
    en: 'Four-eyes principle: a role grant you asked for, or one that concerns you, must be decided by another administrator.',
  },
  /** Decided already, expired, superseded, or its operator or asking admin deactivated. */
  'operator.grant_closed': {
    status: 409,
    de: 'Diese Rollenfreigabe ist nicht mehr offen (entschieden, abgelaufen oder durch eine neue Änderung ersetzt).',
    en: 'This role grant is no longer open (decided, expired or replaced by a newer change).',
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
