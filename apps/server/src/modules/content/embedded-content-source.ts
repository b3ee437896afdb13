import {
  BREAKPOINT_MIN_WIDTH,
  type CmsLanguage,
  type ContentBlock,
  type Faq,
  type Footnote,
  KEY_VISUAL_BREAKPOINTS,
  type KeyVisual,
} from '@kwk/shared/content/cms.schemas';
import type { BlockRow, CmsRepository, FaqRow, FootnoteRow, KeyVisualRow } from './cms.repository.ts';
import type { ContentRepository } from './content.repository.ts';
import { type ContentSource, withGermanFallback } from './content-source.ts';
import { IMAGE_FILE, imageFileName } from './key-visual-images.ts';

/** Content-addressed: the bytes behind a URL never change, so a browser may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A FAQ row as the API answers it (portal and console). */
export const faqOf = (r: FaqRow): Faq => ({
  Id: r.faqId,
  Question: r.question,
  Answer: r.answer,
  Group: r.groupName,
  Position: r.position,
  Language: r.language as CmsLanguage,
});
/** A footnote row as the API answers it (portal and console). */
export const footnoteOf = (r: FootnoteRow): Footnote => ({
  Id: r.footnoteId,
  Identifier: r.identifier,
  Titel: r.titel,
  Gruppe: r.gruppe,
  Inhalt: r.inhalt,
  Language: r.language as CmsLanguage,
});
const byGroupAndPosition = (a: Faq, b: Faq) =>
  a.Group.localeCompare(b.Group) || a.Position - b.Position || a.Id.localeCompare(b.Id);

/** The store's reads the source answers from: the repository's, or the draft view's. */
interface StoreReads {
  blocks(tenantId: string, lang: CmsLanguage): PromiseLike<BlockRow[]>;
  faqs(tenantId: string, lang: CmsLanguage): PromiseLike<FaqRow[]>;
  footnotes(tenantId: string, lang: CmsLanguage): PromiseLike<FootnoteRow[]>;
  keyVisual(tenantId: string, id: string): PromiseLike<KeyVisualRow | undefined>;
  image: CmsRepository['image'];
}

export function keyVisualAnswer(row: KeyVisualRow, lang: CmsLanguage, imageBase: string): KeyVisual {
  const sources = Object.fromEntries(
    KEY_VISUAL_BREAKPOINTS.map((bp) => {
      const s = row.sources[bp];
      return [
        bp,
        {
          MinWidth: BREAKPOINT_MIN_WIDTH[bp],
          Width: s.width,
          Height: s.height,
          Webp: imageBase + imageFileName(s.webp, 'webp'),
          Jpeg: imageBase + imageFileName(s.jpeg, 'jpeg'),
        },
      ];
    }),
  ) as KeyVisual['Sources'];
  return { Id: row.visualId, Alt: lang === 'en' ? row.altEn : row.altDe, Sources: sources, Language: lang };
}

/**
 * The portal's own content store in PostgreSQL (issue 16's embedded default); given the draft view
 * (content-draft-view.ts) instead of the repositories, the store as its open draft makes it.
 */
export function createEmbeddedSource(deps: {
  cms: StoreReads;
  content: Pick<ContentRepository, 'variables'>;
  tenantId: string;
}): ContentSource {
  const { cms, tenantId } = deps;
  const blocks = async (lang: CmsLanguage): Promise<ContentBlock[]> => {
    const rows = async (l: CmsLanguage) =>
      (await cms.blocks(tenantId, l)).map((r) => ({
        Id: r.blockId,
        Title: r.title,
        Body: r.body,
        Language: l,
      }));
    const wanted = await rows(lang);
    return lang === 'de' ? wanted : withGermanFallback(wanted, await rows('de'));
  };
  const faqs = async (lang: CmsLanguage) => {
    const wanted = (await cms.faqs(tenantId, lang)).map(faqOf);
    const all =
      lang === 'de' ? wanted : withGermanFallback(wanted, (await cms.faqs(tenantId, 'de')).map(faqOf));
    return all.sort(byGroupAndPosition);
  };
  const footnotes = async (lang: CmsLanguage, identifier?: string) => {
    const wanted = (await cms.footnotes(tenantId, lang)).map(footnoteOf);
    const all =
      lang === 'de'
        ? wanted
        : withGermanFallback(wanted, (await cms.footnotes(tenantId, 'de')).map(footnoteOf));
    return identifier === undefined ? all : all.filter((f) => f.Identifier === identifier);
  };
  return {
    kind: 'embedded',
    blocks,
    block: async (lang, id) => (await blocks(lang)).find((b) => b.Id === id) ?? null,
    keyVisual: async (lang, id, imageBase) => {
      const row = await cms.keyVisual(tenantId, id);
      return row ? keyVisualAnswer(row, lang, imageBase) : null;
    },
    faqs,
    faq: async (lang, id) => (await faqs(lang)).find((f) => f.Id === id) ?? null,
    footnotes,
    variables: (lang, set, names) => deps.content.variables(tenantId, set, lang, names),
    image: async (file) => {
      const m = IMAGE_FILE.exec(file);
      if (!m) return null;
      const row = await cms.image(tenantId, m[1]!);
      const ext = m[2] === 'jpg' ? 'jpeg' : 'webp';
      if (!row || row.format !== ext) return null;
      return { bytes: row.bytes, contentType: `image/${row.format}`, cacheControl: IMMUTABLE };
    },
  };
}
