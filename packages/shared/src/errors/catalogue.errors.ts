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
  /**
   * spec §8, "Unknown product category for manufacturers": a product list asked for a
   * quelle/kategorie the tenant's catalogue has no category for (a misspelt or removed category
   * page). 404 with the spec's words, rather than an empty list that looks like "no products".
   */
  'catalogue.unknown_category': {
    status: 404,
    de: '404 - Unbekannte Kategorie (Unknown category)',
    en: '404 - Unknown category',
  },
} as const;
