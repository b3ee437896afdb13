import type { ContentDraftKind } from '@kwk/shared/content/content-drafts';

/** The words of a tenant's content draft, publish, rollback (decision 072), German and English. */
export const CONTENT_DRAFT_TEXTS = {
  de: {
    heading: 'Entwurf und Veröffentlichung',
    noDraft:
      'Kein offener Entwurf. Was Sie unten speichern, wird ein Entwurf: öffentlich sichtbar erst nach „Veröffentlichen“.',
    draftOf: (at: string, n: number) =>
      `Offener Entwurf, zuletzt geändert am ${at}: ${n === 1 ? 'ein Eintrag' : `${n} Einträge`} über alle Bereiche und Sprachen.`,
    caption: 'Was die Veröffentlichung ändert',
    field: 'Eintrag und Feld',
    live: 'Veröffentlicht',
    draft: 'Entwurf',
    same: 'Der Entwurf gleicht den veröffentlichten Inhalten.',
    publish: 'Veröffentlichen',
    discard: 'Verwerfen',
    published: 'Veröffentlicht. Die Seiten des Programms zeigen die Inhalte jetzt.',
    discarded: 'Der Entwurf ist verworfen.',
    rollBack: 'Letzte Veröffentlichung zurückrollen',
    rollBackBody: (at: string) =>
      `Die Inhalte, die vor der Veröffentlichung vom ${at} galten, werden sofort wieder öffentlich. Ein offener Entwurf bleibt ein Entwurf.`,
    rolledBack: 'Zurückgerollt: Die früheren Inhalte gelten wieder.',
    discardHeading: 'Entwurf verwerfen?',
    discardBody:
      'Alle Änderungen des Entwurfs in allen Bereichen und Sprachen gehen verloren. Öffentlich ändert sich nichts.',
    rollBackHeading: 'Zurückrollen?',
    cancel: 'Abbrechen',
    empty: '–',
    deleted: 'gelöscht',
    quoted: (s: string) => `„${s}“`,
    kinds: {
      faq: 'FAQ',
      block: 'Inhaltsblock',
      footnote: 'Fußnote',
      variables: 'Variablen',
      keyvisual: 'Titelbild',
    } satisfies Record<ContentDraftKind, string>,
    languages: { de: 'Deutsch', en: 'Englisch' } as Record<string, string>,
    keyVisualFields: {
      AltDe: 'Alternativtext (Deutsch)',
      AltEn: 'Alternativtext (Englisch)',
      Focus: 'Bildmittelpunkt',
      Image: 'Bild',
    } as Record<string, string>,
  },
  en: {
    heading: 'Draft and publishing',
    noDraft: 'No open draft. What you save below becomes a draft: public only after “Publish”.',
    draftOf: (at: string, n: number) =>
      `Open draft, last changed ${at}: ${n === 1 ? 'one entry' : `${n} entries`} across all parts and languages.`,
    caption: 'What publishing changes',
    field: 'Entry and field',
    live: 'Published',
    draft: 'Draft',
    same: 'The draft is the same as the published content.',
    publish: 'Publish',
    discard: 'Discard',
    published: 'Published. The programme’s pages show the content now.',
    discarded: 'The draft is discarded.',
    rollBack: 'Roll back the last publish',
    rollBackBody: (at: string) =>
      `The content live before the publish of ${at} is public again at once. An open draft stays a draft.`,
    rolledBack: 'Rolled back: the earlier content is live again.',
    discardHeading: 'Discard the draft?',
    discardBody: 'Every change of the draft in all parts and languages is lost. Nothing public changes.',
    rollBackHeading: 'Roll back?',
    cancel: 'Cancel',
    empty: '–',
    deleted: 'deleted',
    quoted: (s: string) => `“${s}”`,
    kinds: {
      faq: 'FAQ',
      block: 'Content block',
      footnote: 'Footnote',
      variables: 'Variables',
      keyvisual: 'Key visual',
    } satisfies Record<ContentDraftKind, string>,
    languages: { de: 'German', en: 'English' } as Record<string, string>,
    keyVisualFields: {
      AltDe: 'Alternative text (German)',
      AltEn: 'Alternative text (English)',
      Focus: 'Focal point',
      Image: 'Picture',
    } as Record<string, string>,
  },
};

export type ContentDraftTexts = (typeof CONTENT_DRAFT_TEXTS)['de'];
