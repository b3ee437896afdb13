/**
 * The content draft's kinds and words-ready diff (decision 072), without zod: the console's
 * screen and the server read them. A draft entry's value is stored under the API's field names.
 */

/** The console's paths of a tenant's content draft (decision 072), under /api/betrieb/v1. */
export const CONTENT_DRAFT_PATHS = {
  /** GET → ContentDraft. */
  draft: '/mandanten/:key/cms/entwurf',
  /** POST body ContentDraftStand → ContentDraft: the draft goes live (audited content.published). */
  publish: '/mandanten/:key/cms/entwurf/veroeffentlichen',
  /** POST body ContentDraftStand → ContentDraft: the draft is dropped (audited content.draft_discarded). */
  discard: '/mandanten/:key/cms/entwurf/verwerfen',
  /** POST → ContentDraft: the entries the last publish replaced are live again (content.rolled_back). */
  rollBack: '/mandanten/:key/cms/zurueckrollen',
} as const;

/** What a content draft holds entries of, per tenant (and language, but the key visual). */
export const CONTENT_DRAFT_KINDS = ['faq', 'block', 'footnote', 'variables', 'keyvisual'] as const;
export type ContentDraftKind = (typeof CONTENT_DRAFT_KINDS)[number];

/** An entry's value as the draft and the publication history store it; null: the entry is deleted/absent. */
export type ContentEntryValue = Record<string, unknown>;

/** One field an entry's publish changes, as words: `–`-free, empty means "not there". */
export interface ContentFieldChange {
  field: string;
  before: string;
  after: string;
}

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

interface Source {
  width?: number;
  height?: number;
  webp?: string;
}

/**
 * An entry's value as the fields an operator compares: a variable set name by name, the key
 * visual as its alt texts, its focal point and its picture (size and the start of its address,
 * so a new picture of the same size still shows as a change); the rest field by field.
 */
export function entryFields(kind: ContentDraftKind, value: ContentEntryValue | null): Record<string, string> {
  if (!value) return {};
  if (kind === 'variables') {
    const vars = Array.isArray(value.Variables) ? (value.Variables as { Name: string; Value: string }[]) : [];
    return Object.fromEntries(vars.map((v) => [v.Name, v.Value]));
  }
  if (kind === 'keyvisual') {
    const xl = ((value.Sources as Record<string, Source> | undefined)?.xl ?? {}) as Source;
    return {
      AltDe: text(value.AltDe),
      AltEn: text(value.AltEn),
      Focus: `${text(value.FocusX)} % / ${text(value.FocusY)} %`,
      Image: `${text(value.OriginalWidth)} × ${text(value.OriginalHeight)} px (${text(xl.webp).slice(0, 8)})`,
    };
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, text(v)]));
}

/**
 * What publishing one entry changes, field by field in the entry's order (the draft's fields
 * first, then those only the live entry had): a new entry lists its filled fields, a deleted one
 * the fields it loses, an unchanged field nothing.
 */
export function entryFieldChanges(
  kind: ContentDraftKind,
  before: ContentEntryValue | null,
  after: ContentEntryValue | null,
): ContentFieldChange[] {
  const old = entryFields(kind, before);
  const now = entryFields(kind, after);
  const names = [...new Set([...Object.keys(now), ...Object.keys(old)])];
  return names
    .map((field) => ({ field, before: old[field] ?? '', after: now[field] ?? '' }))
    .filter((c) => c.before !== c.after);
}
