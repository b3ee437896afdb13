import type { ContentDraftEntry } from '@kwk/shared/content/content-drafts.schemas';
import { describe, expect, it } from 'vitest';
import { contentDraftRows } from './content-draft-rows.ts';
import { CONTENT_DRAFT_TEXTS } from './content-draft-texts.ts';

const faq = { Question: 'Frist?', Answer: '60 Tage.', Group: '', Position: 0 };
const entry = (e: Partial<ContentDraftEntry>): ContentDraftEntry => ({
  Art: 'faq',
  Sprache: 'de',
  Id: 'f1',
  Veroeffentlicht: faq,
  Entwurf: faq,
  ...e,
});
const rows = (e: Partial<ContentDraftEntry>, lang: 'de' | 'en' = 'de') =>
  contentDraftRows([entry(e)], lang, CONTENT_DRAFT_TEXTS[lang]).map(({ field, live, draft }) => [
    field,
    live,
    draft,
  ]);

describe('contentDraftRows: the content draft’s diff in the console’s words', () => {
  it.each([
    ['an unchanged entry has no row', {}, 'de', []],
    [
      'a changed answer, named by the question and the form’s label',
      { Entwurf: { ...faq, Answer: '90 Tage.' } },
      'de',
      [['FAQ (Deutsch) „Frist?“: Antwort', '60 Tage.', '90 Tage.']],
    ],
    [
      'a new block: empty live values as a dash',
      { Art: 'block', Id: 'hero', Veroeffentlicht: null, Entwurf: { Title: 'Hallo', Body: '' } },
      'en',
      [['Content block (German) “hero”: Title', '–', 'Hallo']],
    ],
    [
      'a deleted footnote says so in every field it loses',
      {
        Art: 'footnote',
        Veroeffentlicht: { Identifier: 'bonus', Titel: 'Bonus', Gruppe: '', Inhalt: 'Text' },
        Entwurf: null,
      },
      'de',
      [
        ['Fußnote (Deutsch) „Bonus“: Identifier', 'bonus', 'gelöscht'],
        ['Fußnote (Deutsch) „Bonus“: Titel', 'Bonus', 'gelöscht'],
        ['Fußnote (Deutsch) „Bonus“: Inhalt', 'Text', 'gelöscht'],
      ],
    ],
    [
      'a variable by its own name',
      {
        Art: 'variables',
        Id: 'default',
        Veroeffentlicht: { Variables: [{ Name: 'Servicezeit', Value: '8–18 Uhr' }] },
        Entwurf: { Variables: [{ Name: 'Servicezeit', Value: 'rund um die Uhr' }] },
      },
      'de',
      [['Variablen (Deutsch) „default“: Servicezeit', '8–18 Uhr', 'rund um die Uhr']],
    ],
    [
      'the key visual’s alt text, without a language of its own',
      {
        Art: 'keyvisual',
        Sprache: '',
        Id: 'start',
        Veroeffentlicht: { AltDe: 'Alt', AltEn: 'Old', FocusX: 50, FocusY: 50 },
        Entwurf: { AltDe: 'Neu', AltEn: 'Old', FocusX: 50, FocusY: 50 },
      },
      'de',
      [['Titelbild: Alternativtext (Deutsch)', 'Alt', 'Neu']],
    ],
  ] as const)('%s', (_name, e, lang, expected) => {
    expect(rows(e as Partial<ContentDraftEntry>, lang)).toEqual(expected);
  });
});
