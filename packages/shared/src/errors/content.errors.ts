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
  /** Publish or discard without an open content draft (someone published or discarded it already). */
  'content.no_draft': {
    status: 409,
    de: 'Es gibt keinen offenen Entwurf der Inhalte mehr. Bitte laden Sie die Seite neu.',
    en: 'There is no open content draft any more. Please reload the page.',
  },
  /** The draft changed since the operator compared it: publishing would publish what they did not see. */
  'content.draft_changed': {
    status: 409,
    de: 'Der Entwurf wurde inzwischen geändert. Bitte prüfen Sie die Änderungen erneut.',
    en: 'The draft was changed in the meantime. Please review the changes again.',
  },
  'content.nothing_to_roll_back': {
    status: 409,
    de: 'Es gibt keine Veröffentlichung der Inhalte, die zurückgerollt werden kann.',
    en: 'There is no publish of the content to roll back.',
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
