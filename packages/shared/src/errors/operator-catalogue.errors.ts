/** Error codes of the console's catalogue, campaigns and agents (issue 14), spread into CONSOLE_ERRORS. */
export const OPERATOR_CATALOGUE_ERRORS = {
  /** A product, reward, category, pair or campaign that referrals (or other rows) still use. */
  'catalogue.in_use': {
    status: 409,
    de: 'Dieser Eintrag wird noch verwendet und kann nicht gelöscht werden. Deaktivieren Sie ihn stattdessen.',
    en: 'This entry is still in use and cannot be deleted. Deactivate it instead.',
  },
  /** A category still holding products. */
  'catalogue.category_not_empty': {
    status: 409,
    de: 'Diese Kategorie enthält noch Produkte. Ordnen Sie die Produkte zuerst einer anderen Kategorie zu.',
    en: 'This category still holds products. Move the products to another category first.',
  },
  /** An external id, footnote identifier or agent number the tenant already has. */
  'catalogue.duplicate': {
    status: 409,
    de: 'Diese Kennung ist in diesem Programm bereits vergeben.',
    en: 'This identifier is already taken in this programme.',
  },
  /** A photo that is no JPEG, PNG or WebP, too large, or of unreadable dimensions. */
  'catalogue.photo_invalid': {
    status: 400,
    de: 'Bitte laden Sie ein Foto als JPEG, PNG oder WebP bis 2 MB und höchstens 4000 × 4000 Pixel hoch.',
    en: 'Please upload a photo as JPEG, PNG or WebP of up to 2 MB and at most 4000 × 4000 pixels.',
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
