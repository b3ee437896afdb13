/**
 * Error codes of the console's operations part (issue 14): dead letters, partner keys, the mail
 * outbox, the audit log; spread into CONSOLE_ERRORS.
 */
export const OPERATOR_OPERATIONS_ERRORS = {
  'operations.tenant_unknown': {
    status: 404,
    de: 'Diesen Mandanten gibt es nicht.',
    en: 'There is no such tenant.',
  },
  'deadLetters.not_found': {
    status: 404,
    de: 'Diesen unzustellbaren Partner-Event gibt es nicht (mehr).',
    en: 'This dead letter does not exist (any more).',
  },
  'partnerKeys.not_found': {
    status: 404,
    de: 'Diesen Partner-Schlüssel gibt es nicht.',
    en: 'There is no such partner key.',
  },
  /** Rotating or revoking a key that no longer works. */
  'partnerKeys.not_live': {
    status: 409,
    de: 'Dieser Partner-Schlüssel ist bereits gesperrt oder abgelaufen.',
    en: 'This partner key is already revoked or expired.',
  },
  /**
   * Issuing or rotating a key that may send events in the console needs a second active admin
   * besides the one asking, to approve it (issue 27, decision 041).
   */
  'partnerKeys.second_admin_required': {
    status: 409,
    de: 'Ein Schlüssel, der Events senden darf, wirkt erst, wenn eine zweite aktive Administratorin oder ein zweiter aktiver Administrator ihn freigibt. Es gibt keine zweite Person, die freigeben könnte.',
    en: 'A key that may send events works only once a second active administrator approves it. There is no second person who could approve.',
  },
  /** Approving or refusing a key one issued or rotated oneself. */
  'partnerKeys.approve_own': {
    status: 403,
    de: 'Vier-Augen-Prinzip: Einen Schlüssel, den Sie selbst ausgegeben oder rotiert haben, muss eine andere Administratorin oder ein anderer Administrator freigeben.',
    en: 'Four-eyes principle: a key you issued or rotated yourself must be approved by another administrator.',
  },
  'partnerKeys.not_pending': {
    status: 409,
    de: 'Dieser Partner-Schlüssel wartet nicht (mehr) auf eine Freigabe.',
    en: 'This partner key is not (or no longer) waiting for an approval.',
  },
  /** Rotating a key that waits for its approval, or one whose new key from a rotation still waits. */
  'partnerKeys.approval_open': {
    status: 409,
    de: 'Für diesen Schlüssel ist noch eine Freigabe offen. Lassen Sie sie zuerst entscheiden oder sperren Sie den wartenden Schlüssel.',
    en: 'An approval is still open for this key. Have it decided first, or revoke the waiting key.',
  },
  /** Four eyes on a fixed dead letter: whoever changed its payload does not replay it (issue 27). */
  'deadLetters.replay_own_fix': {
    status: 403,
    de: 'Vier-Augen-Prinzip: Ein Event, dessen Inhalt Sie selbst korrigiert haben, muss eine andere Person erneut einspielen.',
    en: 'Four-eyes principle: an event whose content you fixed yourself must be replayed by someone else.',
  },
  'outbox.not_found': {
    status: 404,
    de: 'Diese E-Mail gibt es nicht im Postausgang.',
    en: 'There is no such mail in the outbox.',
  },
  /** Only a mail that failed for good is sent again by hand; a pending one the worker retries itself. */
  'outbox.not_failed': {
    status: 409,
    de: 'Nur eine fehlgeschlagene E-Mail kann erneut gesendet werden.',
    en: 'Only a failed mail can be sent again.',
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
