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
