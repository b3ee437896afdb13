/** Error codes of the product calls (spec §7 "Product API selection"), spread into ERRORS (error-codes.ts). */
export const CATALOGUE_ERRORS = {
  /**
   * spec §8, word for word: the tenant's stored configuration names no product API the portal
   * knows. A fault of the configuration, not of the request, and over once an operator fixes it:
   * 503, never a guess at a catalogue.
   */
  'catalogue.product_api_unknown': {
    status: 503,
    de: 'Keine/Unbekannte Produkt-API in Mandantenkonfiguration definiert',
    en: 'No or unknown product API defined in the tenant configuration',
  },
  /** A device–tariff call (`handyId`) to a programme whose product API has no devices and tariffs. */
  'catalogue.pairs_not_offered': {
    status: 404,
    de: 'Dieses Programm bietet keine Kombinationen aus Gerät und Tarif an.',
    en: 'This programme offers no device and tariff combinations.',
  },
} as const;
