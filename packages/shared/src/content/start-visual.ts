import type { Mandant } from '../tenants/mandant.schemas.ts';
import { BREAKPOINT_IMAGE_SIZE, KEY_VISUAL_BREAKPOINTS } from './cms.constants.ts';
import type { KeyVisual, KeyVisualSource } from './cms.schemas.ts';

/**
 * The start page's key visual as `<picture>` sources, widest breakpoint first (the last, `sm`, is
 * the default without a media query): the CMS key visual where one was uploaded, else the brand's
 * configured files (Brand.KeyVisual); null where neither exists (a new tenant: no empty image).
 * One function for the page and for the server's preload links, so both name the same files.
 * Each variant shows from the tenant's own breakpoint (Brand.Breakpoints, spec §3), not a fixed one.
 */
export function startVisualSources(
  cms: KeyVisual | null | undefined,
  brand: Pick<Mandant['Brand'], 'KeyVisual' | 'Breakpoints'>,
): KeyVisualSource[] | null {
  const { KeyVisual: files, Breakpoints } = brand;
  if (cms) return KEY_VISUAL_BREAKPOINTS.map((bp) => ({ ...cms.Sources[bp], MinWidth: Breakpoints[bp] }));
  if (!files.sm.jpeg) return null;
  return KEY_VISUAL_BREAKPOINTS.map((bp) => ({
    MinWidth: Breakpoints[bp],
    Width: BREAKPOINT_IMAGE_SIZE[bp].width,
    Height: BREAKPOINT_IMAGE_SIZE[bp].height,
    Webp: files[bp].webp,
    Jpeg: files[bp].jpeg,
  }));
}

/**
 * The media query under which the browser picks `sources[index]` of a picture whose sources carry
 * `(min-width: MinWidth px)` except the last: a preload link with it fetches exactly that file.
 */
export function sourceMedia(sources: readonly KeyVisualSource[], index: number): string {
  const below = index > 0 ? `(max-width: ${(sources[index - 1]?.MinWidth ?? 0) - 0.02}px)` : '';
  if (index === sources.length - 1) return below;
  const from = `(min-width: ${sources[index]?.MinWidth}px)`;
  return below ? `${from} and ${below}` : from;
}
