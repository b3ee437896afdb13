/** Error codes of the console's voucher pools (issue 15), spread into CONSOLE_ERRORS. */
export const OPERATOR_VOUCHERS_ERRORS = {
  /** Another import took some of the file's codes between the check and the write: nothing was imported. */
  'vouchers.codes_taken': {
    status: 409,
    de: 'Einige Codes dieser Datei wurden gleichzeitig importiert. Es wurde nichts importiert; bitte prüfen Sie den Bestand und versuchen Sie es erneut.',
    en: 'Some codes of this file were imported at the same time. Nothing was imported; please check the stock and try again.',
  },
  'vouchers.pool_not_found': {
    status: 404,
    de: 'Für diesen Mandanten und Wert gibt es keinen Gutscheinbestand.',
    en: 'There is no voucher pool for this tenant and value.',
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
