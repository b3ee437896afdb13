/** Error codes of the agency area's reports part (issue 13), spread into ERRORS (error-codes.ts). */
export const AGENCY_REPORTS_ERRORS = {
  'agency.order_not_found': {
    status: 404,
    de: 'Zu diesen Nummern gibt es keinen Auftrag eines Agenten Ihrer Agentur.',
    en: 'There is no order of an agent of your agency with these numbers.',
  },
  'agency.order_cancelled': {
    status: 409,
    de: 'Dieser Auftrag wurde storniert, widerrufen oder abgelehnt und kann nicht freigegeben werden.',
    en: 'This order was cancelled, revoked or rejected and cannot be released.',
  },
  'agency.credit_note_month_open': {
    status: 409,
    de: 'Dieser Monat läuft noch. Die Gutschrift wird nach dem Monatsende erstellt.',
    en: 'This month is not over yet. The credit note is issued after the end of the month.',
  },
  'agency.credit_note_issuer_missing': {
    status: 409,
    de: 'Die Gutschrift kann noch nicht erstellt werden: Der Programmbetreiber hat seinen Namen, seine vollständige Anschrift und seine Steuernummer noch nicht hinterlegt.',
    en: 'The credit note cannot be issued yet: the programme operator has not yet entered its name, full address and tax number.',
  },
  'agency.credit_note_address_missing': {
    status: 409,
    de: 'Die Gutschrift kann noch nicht erstellt werden: Es fehlt der Name oder die vollständige Anschrift Ihrer Agentur (Straße, PLZ, Ort). Bitte tragen Sie sie in den Stammdaten ein.',
    en: "The credit note cannot be issued yet: your agency's name or full address (street, postcode, city) is missing. Please enter it in the master data.",
  },
  'agency.credit_note_country_conflict': {
    status: 409,
    de: 'Die Gutschrift kann noch nicht erstellt werden: Ihre Agentur ist beim Programmbetreiber als im Ausland ansässig geführt, in den Stammdaten steht aber Deutschland. Bitte tragen Sie das Land Ihrer Agentur in den Stammdaten ein.',
    en: 'The credit note cannot be issued yet: the programme operator keeps your agency as established abroad, but the master data say Germany. Please enter your agency’s country in the master data.',
  },
  'agency.credit_note_tax_id_missing': {
    status: 409,
    de: 'Die Gutschrift kann noch nicht erstellt werden: Es fehlt die USt-IdNr. Ihrer Agentur. Bitte tragen Sie sie in den Stammdaten ein.',
    en: "The credit note cannot be issued yet: your agency's VAT ID is missing. Please enter it in the master data.",
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
