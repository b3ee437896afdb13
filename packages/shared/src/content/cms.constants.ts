/**
 * The CMS contract's constants that the pages' bundles need (cms.schemas.ts re-exports them): kept
 * apart from the zod schemas, which would otherwise travel into those bundles with them (a category
 * page loaded 24 KB of zod for CMS_PATHS alone).
 */

/** Public read of the start page's content (CMS_PATHS.start), under `/api/v1/{apiRoute}`. */
export const CMS_START_PATH = '/cms/startseite';

/** Public reads, under `/api/v1/{apiRoute}` (the tenant's API route prefix). */
export const CMS_PATHS = {
  /** GET: every content block of the tenant in the language → ContentBlock[]. */
  blocks: '/cms/bloecke',
  /** GET: one content block → ContentBlock; unknown id → 404 content.block_not_found. */
  block: '/cms/bloecke/:id',
  /** GET: a key visual (the start page's is KEY_VISUAL_START) → KeyVisual; unknown → 404. */
  keyVisual: '/cms/keyvisual/:id',
  /** GET: every FAQ, ordered by Group then Position → Faq[]. */
  faqs: '/cms/faqs',
  /** GET: one FAQ → Faq; unknown id → 404 content.faq_not_found. */
  faq: '/cms/faqs/:id',
  /** GET `?identifier=x`: the footnotes whose Identifier equals x (all without it) → Footnote[]. */
  footnotes: '/cms/fussnoten',
  /**
   * GET: one image variant by its content address (`{sha256}.webp` / `{sha256}.jpg`), with
   * `Cache-Control: public, max-age=31536000, immutable`. The URLs in a KeyVisual point here; the
   * SPA never builds them itself.
   */
  image: '/cms/bilder/:file',
  /**
   * GET: what the start page shows (its blocks and key visual) in one answer → StartContent. The
   * portal writes the same into the start page's HTML for the tenant's language (boot-data.ts), so
   * only a visitor in another language asks for it.
   */
  start: CMS_START_PATH,
  // Variables stay where they were (content.schemas.ts): GET content/variables/, POST content/variables/{set},
  // both taking `?lang=` (else Accept-Language) like the reads above; a missing `en` value is the `de` one.
} as const;

/**
 * The Identifier of a category page's own footnotes (decision 026): `kategorie.` and the page's
 * path with `/` as `.` (an Identifier holds no slash), e.g. `kategorie.internet.glasfaser.html`.
 * A category page shows these after the footnotes its products cite by their `Fussnote`, which
 * names a footnote's Identifier too (`preise`, `young`).
 */
export const categoryFootnoteIdentifier = (path: string) => `kategorie.${path.replaceAll('/', '.')}`;

/** The blocks the start page places: the claim, the offer and the three steps. */
export const START_BLOCK_IDS = ['hero', 'offer', 'step-1', 'step-2', 'step-3'] as const;

/** The key visual the start page shows. */
export const KEY_VISUAL_START = 'start';

/**
 * Breakpoints of spec §3 (minimum viewport width in px) and the size each variant is rendered at.
 * The sizes are those of the brands' key visual files before issue 16: each variant is as wide as
 * its breakpoint and has its own aspect ratio (a wide banner on large screens, a taller crop on
 * small ones); an upload is cropped to each from the centre.
 */
export const KEY_VISUAL_BREAKPOINTS = ['xl', 'lg', 'md', 'sm'] as const;
export type KeyVisualBreakpoint = (typeof KEY_VISUAL_BREAKPOINTS)[number];
export const BREAKPOINT_MIN_WIDTH: Record<KeyVisualBreakpoint, number> = {
  xl: 1440,
  lg: 1024,
  md: 768,
  sm: 320,
};
export const BREAKPOINT_IMAGE_SIZE: Record<KeyVisualBreakpoint, { width: number; height: number }> = {
  xl: { width: 1440, height: 480 },
  lg: { width: 1024, height: 400 },
  md: { width: 768, height: 360 },
  // The phone variant is drawn at twice the 320 px breakpoint, for 2x screens (the brands' files, home.tsx).
  sm: { width: 640, height: 360 },
};
/** Each variant's width (kept from the first contract commit, which had other widths; read SIZE). */
export const BREAKPOINT_IMAGE_WIDTH: Record<KeyVisualBreakpoint, number> = {
  xl: BREAKPOINT_IMAGE_SIZE.xl.width,
  lg: BREAKPOINT_IMAGE_SIZE.lg.width,
  md: BREAKPOINT_IMAGE_SIZE.md.width,
  sm: BREAKPOINT_IMAGE_SIZE.sm.width,
};
export const KEY_VISUAL_MAX_BYTES = 10 * 1024 * 1024;
/** An upload must cover the largest variant without being enlarged. */
export const KEY_VISUAL_MIN_WIDTH = 1440;
export const KEY_VISUAL_MIN_HEIGHT = 480;
export const KEY_VISUAL_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
