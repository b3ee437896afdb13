/**
 * Error codes of a raise of a money setting, which waits for a second admin (issue 27, decision
 * 045), spread into CONSOLE_ERRORS.
 */
export const OPERATOR_MONEY_ERRORS = {
  /** A raise needs another active admin to approve it; there is none. Nothing was saved. */
  'money.second_admin_required': {
    status: 409,
    de: 'Ein höherer Geldbetrag (Prämie, Aktionsbonus, Bonusstufe, Empfängergrenze oder Kulanz-Jahresgrenze) gilt erst, wenn eine zweite aktive Administratorin oder ein zweiter aktiver Administrator ihn freigibt. Es gibt keine zweite Person, die freigeben könnte; nichts wurde gespeichert.',
    en: 'A higher amount of money (reward, campaign bonus, bonus tier, recipient cap or goodwill year limit) applies only once a second active administrator approves it. There is no second person who could approve; nothing was saved.',
  },
  /** The proposer of a raise may not approve it (four eyes are two people). */
  'money.approve_own': {
    status: 403,
    de: 'Vier-Augen-Prinzip: Eine Erhöhung, die Sie selbst vorgeschlagen haben, muss eine andere Administratorin oder ein anderer Administrator freigeben.',
    en: 'Four-eyes principle: a raise you proposed yourself must be approved by another administrator.',
  },
  /** The raise was decided already (or closed). */
  'money.not_pending': {
    status: 409,
    de: 'Diese Erhöhung wartet nicht (mehr) auf eine Freigabe.',
    en: 'This raise is not (or no longer) waiting for an approval.',
  },
  /** What the raise would change was changed since it was proposed: it is closed, not applied. */
  'money.changed_since': {
    status: 409,
    de: 'Die Einstellung wurde geändert, seit die Erhöhung vorgeschlagen wurde. Die Erhöhung wurde nicht übernommen und ist geschlossen; bitte schlagen Sie sie neu vor.',
    en: 'The setting was changed since the raise was proposed. The raise was not applied and is closed; please propose it again.',
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
