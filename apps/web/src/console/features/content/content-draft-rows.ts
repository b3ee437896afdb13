import { type ContentEntryValue, entryFieldChanges } from '@kwk/shared/content/content-drafts';
import type { ContentDraftEntry } from '@kwk/shared/content/content-drafts.schemas';
import type { DraftRow } from '../../ui/draft-panel.tsx';
import type { ContentDraftTexts } from './content-draft-texts.ts';
import { BLOCK_KIND, FAQ_KIND, FOOTNOTE_KIND } from './content-kinds.ts';

const FORM_FIELDS = { faq: FAQ_KIND.fields, block: BLOCK_KIND.fields, footnote: FOOTNOTE_KIND.fields };

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** What an entry is called in the diff: its kind, language and what it is listed by in its section. */
function entryName(e: ContentDraftEntry, t: ContentDraftTexts): string {
  const value: ContentEntryValue = e.Entwurf ?? e.Veroeffentlicht ?? {};
  const label =
    e.Art === 'faq'
      ? str(value.Question)
      : e.Art === 'footnote'
        ? str(value.Titel) || str(value.Identifier)
        : e.Art === 'keyvisual'
          ? ''
          : e.Id;
  const language = e.Sprache ? ` (${t.languages[e.Sprache] ?? e.Sprache})` : '';
  return `${t.kinds[e.Art]}${language}${label ? ` ${t.quoted(label)}` : ''}`;
}

/** A field's name as its form labels it (a variable by its own name). */
function fieldName(e: ContentDraftEntry, field: string, lang: 'de' | 'en', t: ContentDraftTexts): string {
  if (e.Art === 'variables') return field;
  if (e.Art === 'keyvisual') return t.keyVisualFields[field] ?? field;
  return FORM_FIELDS[e.Art].find((f) => f.name === field)?.label[lang] ?? field;
}

/**
 * The content draft's diff in words (decision 072): one row per changed field of each entry,
 * named by the entry and the field's label; an empty value shows as `–`, a deleted entry's fields
 * say "gelöscht".
 */
export function contentDraftRows(
  entries: ContentDraftEntry[],
  lang: 'de' | 'en',
  t: ContentDraftTexts,
): DraftRow[] {
  return entries.flatMap((e) => {
    const name = entryName(e, t);
    const gone = e.Entwurf === null;
    return entryFieldChanges(e.Art, e.Veroeffentlicht, e.Entwurf).map((c) => ({
      key: `${e.Art}|${e.Sprache}|${e.Id}|${c.field}`,
      field: `${name}: ${fieldName(e, c.field, lang, t)}`,
      live: c.before || t.empty,
      draft: gone ? t.deleted : c.after || t.empty,
    }));
  });
}
