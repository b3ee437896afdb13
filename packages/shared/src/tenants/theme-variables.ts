import { MIN_CONTRAST, parseHex, contrastRatio as wcagContrastRatio } from './brand-contrast.ts';
import type { Mandant } from './mandant.schemas.ts';

type Colors = Mandant['Brand']['Colors'];

export { MIN_CONTRAST };

/** The portal also reads a colour written without its `#`, as it always has; the contrast maths want it. */
const withHash = (color: string) => (color.trim().startsWith('#') ? color.trim() : `#${color.trim()}`);

/** Contrast ratio of two hex colours; 1 when either cannot be read (treated as failing). */
export function contrastRatio(a: string, b: string): number {
  return wcagContrastRatio(withHash(a), withHash(b)) ?? 1;
}

function readable(preferred: string, background: string, fallbacks: string[]): string {
  return [preferred, ...fallbacks].find((c) => contrastRatio(c, background) >= MIN_CONTRAST) ?? fallbacks[0]!;
}

/**
 * CSS custom properties from Brand.Colors, computed by the server for the page's boot config (the
 * start page's script then carries none of the contrast maths, issue 32) and by the SPA where a
 * page came without them (the Vite dev server). Tenant colours are accents; wherever a colour would
 * carry text, it is only used if it reaches AA contrast on its background, otherwise a safe
 * neutral takes its place — a badly chosen brand colour must not make the portal inaccessible.
 */
export function themeVariables(colors: Colors): Record<string, string> {
  const background = parseHex(withHash(colors.background)) ? colors.background : '#ffffff';
  const text = readable(colors.text, background, ['#1a1a1a', '#ffffff']);
  const onPrimary = readable(colors.primaryContrast, colors.primary, ['#ffffff', '#000000']);
  // Links and focus rings sit on the page background: the primary colour when it is dark/light enough.
  const link = readable(colors.primary, background, [colors.secondary, text]);
  return {
    '--color-primary': colors.primary,
    '--color-on-primary': onPrimary,
    '--color-secondary': colors.secondary,
    '--color-text': text,
    '--color-background': background,
    '--color-link': link,
  };
}
