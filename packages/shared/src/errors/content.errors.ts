/** Error codes of the CMS content reads (issue 16, spec §8), spread into ERRORS. */
export const CONTENT_ERRORS = {
  /** spec §8: the content service gave no (usable) answer: 'Inhalt nicht verfügbar'. */
  'content.unavailable': {
    status: 503,
    de: 'Inhalt nicht verfügbar',
    en: 'Content not available',
  },
  'content.block_not_found': {
    status: 404,
    de: 'Diesen Inhaltsblock gibt es nicht.',
    en: 'There is no such content block.',
  },
  'content.faq_not_found': {
    status: 404,
    de: 'Diese Frage gibt es nicht.',
    en: 'There is no such question.',
  },
  'content.footnote_not_found': {
    status: 404,
    de: 'Diese Fußnote gibt es nicht.',
    en: 'There is no such footnote.',
  },
  'content.keyvisual_not_found': {
    status: 404,
    de: 'Für diesen Mandanten gibt es kein solches Titelbild.',
    en: 'There is no such key visual for this tenant.',
  },
  'content.image_not_found': {
    status: 404,
    de: 'Dieses Bild gibt es nicht.',
    en: 'There is no such image.',
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
