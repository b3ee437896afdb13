/** Error codes of the console's support part (issue 14): search, timeline, corrections, blocks. */
export const OPERATOR_SUPPORT_ERRORS = {
  'support.referral_not_found': {
    status: 404,
    de: 'Diese Empfehlung wurde nicht gefunden.',
    en: 'This referral was not found.',
  },
  'support.account_not_found': {
    status: 404,
    de: 'Dieses Konto wurde nicht gefunden.',
    en: 'This account was not found.',
  },
  /** The correction table (support-corrections.ts) does not allow this change of status. */
  'support.correction_not_allowed': {
    status: 409,
    de: 'Dieser Status kann nicht so korrigiert werden.',
    en: 'This status cannot be corrected this way.',
  },
  /** A reward is credited for the referral: money moves through the reward's own flows, not a correction. */
  'support.correction_has_reward': {
    status: 409,
    de: 'Zu dieser Empfehlung ist eine Prämie gutgeschrieben; der Status kann nicht korrigiert werden.',
    en: 'A reward is credited for this referral; its status cannot be corrected.',
  },
  'support.account_already_blocked': {
    status: 409,
    de: 'Dieses Konto ist bereits gesperrt.',
    en: 'This account is blocked already.',
  },
  'support.account_not_blocked': {
    status: 409,
    de: 'Dieses Konto ist nicht gesperrt.',
    en: 'This account is not blocked.',
  },
  /** Excluded by the exclusion list (spec §6): lifted by changing the list, not by unblocking. */
  'support.account_excluded': {
    status: 409,
    de: 'Dieses Konto ist durch die Ausschlussliste gesperrt und kann hier nicht entsperrt werden.',
    en: 'This account is blocked by the exclusion list and cannot be unblocked here.',
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
