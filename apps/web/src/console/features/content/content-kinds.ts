import { BLOCK_ID, type ContentBlock, type Faq, type Footnote } from '@kwk/shared/content/cms.schemas';
import {
  type ContentScope,
  createFaq,
  createFootnote,
  deleteBlock,
  deleteFaq,
  deleteFootnote,
  listBlocks,
  listFaqs,
  listFootnotes,
  saveBlock,
  saveFaq,
  saveFootnote,
} from './api/content-api.ts';
import { moveFaq } from './faq-order.ts';

type Text = { de: string; en: string };

/** A field of an item's form; the browser checks `required`, `maxLength`, `pattern`, `min`/`max` at the field. */
export interface FieldDef {
  name: string;
  label: Text;
  kind: 'text' | 'textarea' | 'number';
  required?: boolean;
  maxLength?: number;
  pattern?: string;
  min?: number;
  max?: number;
  hint?: Text;
  /** Set when the item is made, fixed afterwards (a block's id). */
  newOnly?: boolean;
}

/** One kind of CMS item the console edits (blocks, FAQs, footnotes), with its calls. */
export interface ItemKind<T> {
  key: string;
  title: Text;
  /** "FAQ", "Fußnote" …: the form's heading and the buttons' names. */
  noun: Text;
  fields: FieldDef[];
  columns: { label: Text; value: (item: T) => string }[];
  list: (scope: ContentScope) => Promise<T[]>;
  idOf: (item: T) => string;
  /** What the item is listed and named by (its question, title or id). */
  labelOf: (item: T) => string;
  valuesOf: (item: T) => Record<string, string>;
  /** Creates (`id` null) or replaces an item. */
  save: (scope: ContentScope, id: string | null, values: Record<string, string>) => Promise<unknown>;
  remove: (scope: ContentScope, id: string) => Promise<unknown>;
  /** Moves an item up or down, where the kind has an order the operator sets. */
  move?: (scope: ContentScope, items: T[], index: number, delta: -1 | 1) => Promise<unknown>;
}

const TEXT_HINT = {
  de: 'Nur Text. Eine Leerzeile trennt Absätze. Platzhalter wie {client} oder eine Variable wie {Servicezeit} werden auf der Seite ersetzt; Prämienbeträge nennen {reward} oder {Praemie.festnetz.glasfaser} aus dem Katalog, {payout} die Auszahlungszeit.',
  en: 'Plain text. A blank line separates paragraphs. Placeholders such as {client} or a variable such as {Servicezeit} are filled in on the page; reward amounts are named by {reward} or {Praemie.festnetz.glasfaser} from the catalogue, {payout} the payout time.',
};

const faqBody = (v: Record<string, string>) => ({
  Question: v.Question ?? '',
  Answer: v.Answer ?? '',
  Group: v.Group ?? '',
  Position: Number(v.Position || 0),
});

export const FAQ_KIND: ItemKind<Faq> = {
  key: 'faqs',
  title: { de: 'FAQ', en: 'FAQ' },
  noun: { de: 'Frage', en: 'question' },
  fields: [
    {
      name: 'Question',
      label: { de: 'Frage', en: 'Question' },
      kind: 'text',
      required: true,
      maxLength: 500,
    },
    {
      name: 'Answer',
      label: { de: 'Antwort', en: 'Answer' },
      kind: 'textarea',
      required: true,
      maxLength: 10_000,
      hint: TEXT_HINT,
    },
    {
      name: 'Group',
      label: { de: 'Gruppe', en: 'Group' },
      kind: 'text',
      maxLength: 200,
      hint: { de: 'Leer: ohne Gruppe, oben auf der Seite.', en: 'Empty: no group, at the top of the page.' },
    },
    { name: 'Position', label: { de: 'Position', en: 'Position' }, kind: 'number', min: 0, max: 10_000 },
  ],
  columns: [
    { label: { de: 'Gruppe', en: 'Group' }, value: (f) => f.Group || '–' },
    { label: { de: 'Position', en: 'Position' }, value: (f) => String(f.Position) },
  ],
  list: listFaqs,
  idOf: (f) => f.Id,
  labelOf: (f) => f.Question,
  valuesOf: (f) => ({ Question: f.Question, Answer: f.Answer, Group: f.Group, Position: String(f.Position) }),
  save: (scope, id, v) => (id === null ? createFaq(scope, faqBody(v)) : saveFaq(scope, id, faqBody(v))),
  remove: deleteFaq,
  move: async (scope, items, index, delta) => {
    const byId = new Map(items.map((f) => [f.Id, f]));
    // One after the other: the server's answers stay in order and a failure stops the rest.
    for (const change of moveFaq(items, index, delta)) {
      const faq = byId.get(change.Id)!;
      await saveFaq(scope, faq.Id, { ...faqBody(FAQ_KIND.valuesOf(faq)), Position: change.Position });
    }
  },
};

export const BLOCK_KIND: ItemKind<ContentBlock> = {
  key: 'bloecke',
  title: { de: 'Inhaltsblöcke', en: 'Content blocks' },
  noun: { de: 'Inhaltsblock', en: 'content block' },
  fields: [
    {
      name: 'Id',
      label: { de: 'Kennung', en: 'Id' },
      kind: 'text',
      required: true,
      maxLength: 64,
      pattern: BLOCK_ID.source.replace(/^\^|\$$/g, ''),
      hint: {
        de: 'Kleinbuchstaben, Ziffern und Bindestriche, z. B. hero oder step-1: die Seiten suchen den Block unter ihr.',
        en: 'Lower-case letters, digits and hyphens, e.g. hero or step-1: the pages look the block up by it.',
      },
      newOnly: true,
    },
    { name: 'Title', label: { de: 'Titel', en: 'Title' }, kind: 'text', maxLength: 200 },
    { name: 'Body', label: { de: 'Text', en: 'Text' }, kind: 'textarea', maxLength: 10_000, hint: TEXT_HINT },
  ],
  columns: [{ label: { de: 'Kennung', en: 'Id' }, value: (b) => b.Id }],
  list: listBlocks,
  idOf: (b) => b.Id,
  labelOf: (b) => b.Title || b.Id,
  valuesOf: (b) => ({ Id: b.Id, Title: b.Title, Body: b.Body }),
  save: (scope, id, v) => saveBlock(scope, id ?? v.Id ?? '', { Title: v.Title ?? '', Body: v.Body ?? '' }),
  remove: deleteBlock,
};

const footnoteBody = (v: Record<string, string>) => ({
  Identifier: v.Identifier ?? '',
  Titel: v.Titel ?? '',
  Gruppe: v.Gruppe ?? '',
  Inhalt: v.Inhalt ?? '',
});

export const FOOTNOTE_KIND: ItemKind<Footnote> = {
  key: 'fussnoten',
  title: { de: 'Fußnoten', en: 'Footnotes' },
  noun: { de: 'Fußnote', en: 'footnote' },
  fields: [
    {
      name: 'Identifier',
      label: { de: 'Identifier', en: 'Identifier' },
      kind: 'text',
      required: true,
      maxLength: 100,
      pattern: '[A-Za-z0-9_.\\-]+',
      hint: {
        de: 'Wozu die Fußnote gehört, z. B. praemie (Prämienübersicht) oder das Fußnotenfeld eines Produkts.',
        en: 'What the footnote belongs to, e.g. praemie (reward overview) or a product’s footnote field.',
      },
    },
    { name: 'Titel', label: { de: 'Titel', en: 'Title' }, kind: 'text', maxLength: 200 },
    { name: 'Gruppe', label: { de: 'Gruppe', en: 'Group' }, kind: 'text', maxLength: 200 },
    {
      name: 'Inhalt',
      label: { de: 'Inhalt', en: 'Content' },
      kind: 'textarea',
      required: true,
      maxLength: 10_000,
      hint: TEXT_HINT,
    },
  ],
  columns: [
    { label: { de: 'Identifier', en: 'Identifier' }, value: (f) => f.Identifier },
    { label: { de: 'Gruppe', en: 'Group' }, value: (f) => f.Gruppe || '–' },
  ],
  list: listFootnotes,
  idOf: (f) => f.Id,
  labelOf: (f) => f.Titel || f.Identifier,
  valuesOf: (f) => ({ Identifier: f.Identifier, Titel: f.Titel, Gruppe: f.Gruppe, Inhalt: f.Inhalt }),
  save: (scope, id, v) =>
    id === null ? createFootnote(scope, footnoteBody(v)) : saveFootnote(scope, id, footnoteBody(v)),
  remove: deleteFootnote,
};
