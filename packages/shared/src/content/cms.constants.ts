/**
 * The CMS contract's constants that the start page's bundle needs (cms.schemas.ts re-exports them):
 * kept apart from the zod schemas, which would otherwise travel into that bundle with them.
 */

/** Public read of the start page's content (CMS_PATHS.start), under `/api/v1/{apiRoute}`. */
export const CMS_START_PATH = '/cms/startseite';

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
