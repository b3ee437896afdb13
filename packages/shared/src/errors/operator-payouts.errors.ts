/**
 * Error codes of the console's payouts (issue 15: SEPA batches with four-eyes release), spread
 * into CONSOLE_ERRORS.
 */
export const OPERATOR_PAYOUTS_ERRORS = {
  'payouts.not_found': {
    status: 404,
    de: 'Diesen Auszahlungslauf gibt es nicht.',
    en: 'This payout batch does not exist.',
  },
  'payouts.item_not_found': {
    status: 404,
    de: 'Diese Überweisung gehört nicht zu diesem Auszahlungslauf.',
    en: 'This transfer is not part of this payout batch.',
  },
  'payouts.nothing_to_pay': {
    status: 409,
    de: 'Für diesen Mandanten liegen keine gewählten Überweisungen vor.',
    en: 'There are no chosen transfers for this tenant.',
  },
  /** Four-eyes (Vier-Augen-Prinzip): whoever prepared a batch may not release it too. */
  'payouts.four_eyes': {
    status: 403,
    de: 'Vier-Augen-Prinzip: Einen Auszahlungslauf, den Sie selbst vorbereitet haben, muss eine andere Person aus der Finanzabteilung freigeben.',
    en: 'Four-eyes principle: a payout batch you prepared yourself must be released by another finance operator.',
  },
  /**
   * A batch that pays a transfer again after a return (issue 27 review): whoever booked that return
   * may not release it — one finance operator could otherwise book a return the bank never made
   * and release the second payment to an account the referrer was asked for again.
   */
  'payouts.four_eyes_return': {
    status: 403,
    de: 'Vier-Augen-Prinzip: Dieser Lauf zahlt einen Posten erneut, dessen Rückbuchung Sie gebucht haben; freigeben muss eine andere Person aus der Finanzabteilung.',
    en: 'Four-eyes principle: this batch pays an item again whose return you booked; another finance operator must release it.',
  },
  /**
   * The release's confirmation (issue 27): the count and sum, or the start of the SHA-256, the
   * releaser entered do not match the batch; nothing was released.
   */
  'payouts.release_mismatch': {
    status: 409,
    de: 'Die eingegebenen Werte stimmen nicht mit diesem Auszahlungslauf überein. Bitte vergleichen Sie Anzahl und Summe oder die Prüfsumme erneut; der Lauf ist nicht freigegeben.',
    en: 'The values entered do not match this payout batch. Please compare the count and sum or the checksum again; the batch has not been released.',
  },
  /**
   * A referral of the batch was held by the fraud review after the batch was prepared (issue 27,
   * finding 5): the file cannot lose an item, so the batch is discarded and prepared anew.
   */
  'payouts.items_held': {
    status: 409,
    de: 'Dieser Auszahlungslauf enthält Empfehlungen, die die Betrugsprüfung inzwischen angehalten hat. Bitte verwerfen Sie den Lauf und bereiten Sie ihn neu vor; der Lauf ist nicht freigegeben.',
    en: 'This payout batch holds referrals the fraud review has held since. Please discard the batch and prepare it again; the batch has not been released.',
  },
  'payouts.not_released': {
    status: 409,
    de: 'Die Datei gibt es erst nach der Freigabe des Auszahlungslaufs.',
    en: 'The file is available only after the payout batch has been released.',
  },
  'payouts.wrong_state': {
    status: 409,
    de: 'Das geht in diesem Stand des Auszahlungslaufs nicht.',
    en: 'This is not possible in the payout batch’s current state.',
  },
  /** Only a prepared batch may be discarded: a released one may be at the bank already. */
  'payouts.not_discardable': {
    status: 409,
    de: 'Nur ein vorbereiteter, noch nicht freigegebener Auszahlungslauf kann verworfen werden.',
    en: 'Only a prepared payout batch that has not been released can be discarded.',
  },
  'payouts.already_returned': {
    status: 409,
    de: 'Diese Überweisung ist bereits als Rückläufer gebucht.',
    en: 'This transfer has already been booked as returned.',
  },
  /** Production needs PAYOUT_DEBTOR_NAME, PAYOUT_DEBTOR_IBAN and PAYOUT_DEBTOR_BIC. */
  'payouts.debtor_missing': {
    status: 409,
    de: 'Das Auszahlungskonto des Betreibers ist nicht eingerichtet (PAYOUT_DEBTOR_NAME, PAYOUT_DEBTOR_IBAN, PAYOUT_DEBTOR_BIC).',
    en: 'The operator’s payout account is not configured (PAYOUT_DEBTOR_NAME, PAYOUT_DEBTOR_IBAN, PAYOUT_DEBTOR_BIC).',
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
