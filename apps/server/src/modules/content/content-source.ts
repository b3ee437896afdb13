import type { CmsLanguage, ContentBlock, Faq, Footnote, KeyVisual } from '@kwk/shared/content/cms.schemas';

/** An image answer: its bytes, type and how long a browser may keep it. */
export interface ImageAnswer {
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
}

/**
 * Where a tenant's CMS content comes from (issue 16): the portal's own store or a Squidex-compatible
 * content service (spec §7). Both answer the shapes of cms.schemas.ts; `null` is "there is none".
 * `imageBase` is the public URL prefix the key visual's image URLs start with.
 */
export interface ContentSource {
  readonly kind: 'embedded' | 'squidex';
  blocks(lang: CmsLanguage): Promise<ContentBlock[]>;
  block(lang: CmsLanguage, id: string): Promise<ContentBlock | null>;
  keyVisual(lang: CmsLanguage, id: string, imageBase: string): Promise<KeyVisual | null>;
  faqs(lang: CmsLanguage): Promise<Faq[]>;
  faq(lang: CmsLanguage, id: string): Promise<Faq | null>;
  footnotes(lang: CmsLanguage, identifier?: string): Promise<Footnote[]>;
  /** A variable set in a language, a name's German value standing in for a missing English one. */
  variables(lang: CmsLanguage, set: string, names?: string[]): Promise<{ Name: string; Value: string }[]>;
  image(file: string): Promise<ImageAnswer | null>;
}

/**
 * The content service gave no usable answer (spec §8 'Inhalt nicht verfügbar'). `status` is 503
 * when there was no answer at all (network, timeout), 502 when the answer was an error or unreadable.
 */
export class ContentUnavailableError extends Error {
  constructor(
    readonly status: 502 | 503,
    readonly reason: string,
  ) {
    super('Inhalt nicht verfügbar');
  }
}

/**
 * Items of a language with the German ones filling the gaps, by id: an `en` page shows every item,
 * in English where a translation exists (the portal's languages, decision 016).
 */
export function withGermanFallback<T extends { Id: string }>(wanted: T[], german: T[]): T[] {
  const have = new Set(wanted.map((w) => w.Id));
  return [...wanted, ...german.filter((g) => !have.has(g.Id))];
}
