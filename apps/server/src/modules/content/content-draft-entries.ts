import type { CmsLanguage } from '@kwk/shared/content/cms.schemas';
import type { ContentDraftKind, ContentEntryValue } from '@kwk/shared/content/content-drafts';
import type { Db } from '../../db/client.ts';
import type { BlockRow, CmsRepository, FaqRow, FootnoteRow, KeyVisualRow } from './cms.repository.ts';
import type { ContentRepository } from './content.repository.ts';

/** Which entry of a tenant's content: its kind, language ('' for the key visual) and id. */
export interface EntryKey {
  kind: ContentDraftKind;
  language: string;
  entryId: string;
}

type Variable = { Name: string; Value: string };

// A draft entry's value is the live row's content under the API's field names (decision 072).
export const blockValue = (r: BlockRow): ContentEntryValue => ({ Title: r.title, Body: r.body });
export const faqValue = (r: FaqRow): ContentEntryValue => ({
  Question: r.question,
  Answer: r.answer,
  Group: r.groupName,
  Position: r.position,
});
export const footnoteValue = (r: FootnoteRow): ContentEntryValue => ({
  Identifier: r.identifier,
  Titel: r.titel,
  Gruppe: r.gruppe,
  Inhalt: r.inhalt,
});
export const keyVisualValue = (r: KeyVisualRow): ContentEntryValue => ({
  AltDe: r.altDe,
  AltEn: r.altEn,
  OriginalWidth: r.originalWidth,
  OriginalHeight: r.originalHeight,
  FocusX: r.focusX,
  FocusY: r.focusY,
  Sources: r.sources,
});
export const variablesOf = (v: ContentEntryValue): Variable[] =>
  (v.Variables as Variable[] | undefined) ?? [];

const str = (v: unknown) => String(v ?? '');

/** A draft value back as the live table's row (what the portal's reads turn into answers). */
export const rowsOf = {
  block: (tenantId: string, language: string, blockId: string, v: ContentEntryValue, at: Date): BlockRow => ({
    tenantId,
    language,
    blockId,
    title: str(v.Title),
    body: str(v.Body),
    updatedAt: at,
  }),
  faq: (tenantId: string, language: string, faqId: string, v: ContentEntryValue): FaqRow => ({
    tenantId,
    language,
    faqId,
    question: str(v.Question),
    answer: str(v.Answer),
    groupName: str(v.Group),
    position: Number(v.Position ?? 0),
  }),
  footnote: (tenantId: string, language: string, footnoteId: string, v: ContentEntryValue): FootnoteRow => ({
    tenantId,
    language,
    footnoteId,
    identifier: str(v.Identifier),
    titel: str(v.Titel),
    gruppe: str(v.Gruppe),
    inhalt: str(v.Inhalt),
  }),
  keyVisual: (tenantId: string, visualId: string, v: ContentEntryValue, at: Date): KeyVisualRow => ({
    tenantId,
    visualId,
    altDe: str(v.AltDe),
    altEn: str(v.AltEn),
    originalWidth: Number(v.OriginalWidth),
    originalHeight: Number(v.OriginalHeight),
    focusX: Number(v.FocusX ?? 50),
    focusY: Number(v.FocusY ?? 50),
    sources: v.Sources as KeyVisualRow['sources'],
    updatedAt: at,
  }),
};

/**
 * The live side of a content entry, inside a transaction: its value now (null: not live) and
 * writing a value live (null deletes it). What publish and rollback go through.
 */
export function liveEntries({ cms, content }: { cms: CmsRepository; content: ContentRepository }) {
  async function read(tx: Db, tenantId: string, key: EntryKey): Promise<ContentEntryValue | null> {
    const lang = key.language as CmsLanguage;
    const id = key.entryId;
    switch (key.kind) {
      case 'block': {
        const row = (await cms.blocks(tenantId, lang, tx)).find((r) => r.blockId === id);
        return row ? blockValue(row) : null;
      }
      case 'faq': {
        const row = (await cms.faqs(tenantId, lang, tx)).find((r) => r.faqId === id);
        return row ? faqValue(row) : null;
      }
      case 'footnote': {
        const row = (await cms.footnotes(tenantId, lang, tx)).find((r) => r.footnoteId === id);
        return row ? footnoteValue(row) : null;
      }
      case 'variables': {
        const vars = await content.variablesIn(tenantId, id, lang, tx);
        return vars.length > 0 ? { Variables: vars } : null;
      }
      case 'keyvisual': {
        const row = await cms.keyVisual(tenantId, id, tx);
        return row ? keyVisualValue(row) : null;
      }
    }
  }

  async function write(tx: Db, tenantId: string, key: EntryKey, value: ContentEntryValue | null) {
    const lang = key.language as CmsLanguage;
    const id = key.entryId;
    const at = new Date();
    switch (key.kind) {
      case 'block':
        if (value)
          await cms.upsertBlock(tx, { ...rowsOf.block(tenantId, lang, id, value, at), language: lang });
        else await cms.deleteBlock(tx, tenantId, lang, id);
        return;
      case 'faq':
        if (value) await cms.upsertFaq(tx, rowsOf.faq(tenantId, lang, id, value));
        else await cms.deleteFaq(tx, tenantId, lang, id);
        return;
      case 'footnote':
        if (value) await cms.upsertFootnote(tx, rowsOf.footnote(tenantId, lang, id, value));
        else await cms.deleteFootnote(tx, tenantId, lang, id);
        return;
      case 'variables':
        await content.replaceVariables(tx, tenantId, id, lang, value ? variablesOf(value) : []);
        return;
      case 'keyvisual': {
        if (!value) return cms.deleteKeyVisual(tx, tenantId, id);
        const { updatedAt: _, ...row } = rowsOf.keyVisual(tenantId, id, value, at);
        return cms.putKeyVisual(tx, row);
      }
    }
  }

  return { read, write };
}

export type LiveEntries = ReturnType<typeof liveEntries>;
