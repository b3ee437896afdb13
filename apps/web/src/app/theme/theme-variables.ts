import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';

type Colors = Mandant['Brand']['Colors'];

/** WCAG 2.1 AA for normal text. */
export const MIN_CONTRAST = 4.5;

export function parseHex(color: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m?.[1]) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast ratio of two hex colours; 1 when either cannot be read (treated as failing). */
export function contrastRatio(a: string, b: string): number {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function readable(preferred: string, background: string, fallbacks: string[]): string {
  return [preferred, ...fallbacks].find((c) => contrastRatio(c, background) >= MIN_CONTRAST) ?? fallbacks[0]!;
}

/**
 * CSS custom properties from Brand.Colors. Tenant colours are accents; wherever a colour would
 * carry text, it is only used if it reaches AA contrast on its background, otherwise a safe
 * neutral takes its place — a badly chosen brand colour must not make the portal inaccessible.
 */
export function themeVariables(colors: Colors): Record<string, string> {
  const background = parseHex(colors.background) ? colors.background : '#ffffff';
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
