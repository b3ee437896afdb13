import type { Mandant } from './mandant.schemas.ts';

type Colors = Mandant['Brand']['Colors'];
export type ColorField = keyof Colors;

/** WCAG 2.1 AA for normal text (success criterion 1.4.3). */
export const MIN_CONTRAST = 4.5;

/** A brand colour is a six- or three-digit hex colour (`#a8005a`): the only form the theme reads. */
export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The colour pairs the portal puts text on (apps/web theme): body text on the page background,
 * button text on the primary colour, and links and focus rings (primary) on the background.
 * `secondary` only tints surfaces without text (the key visual's placeholder), so it pairs with nothing.
 */
export const CONTRAST_PAIRS = [
  {
    id: 'text-on-background',
    foreground: 'text',
    background: 'background',
    de: 'Text auf Hintergrund',
    en: 'text on background',
  },
  {
    id: 'button-text-on-primary',
    foreground: 'primaryContrast',
    background: 'primary',
    de: 'Schaltflächentext auf Primärfarbe',
    en: 'button text on primary colour',
  },
  {
    id: 'links-on-background',
    foreground: 'primary',
    background: 'background',
    de: 'Primärfarbe (Links) auf Hintergrund',
    en: 'primary colour (links) on background',
  },
] as const satisfies readonly {
  id: string;
  foreground: ColorField;
  background: ColorField;
  de: string;
  en: string;
}[];
export type ContrastPair = (typeof CONTRAST_PAIRS)[number];

export function parseHex(color: string): [number, number, number] | null {
  if (!HEX_COLOR.test(color.trim())) return null;
  const raw = color.trim().slice(1);
  const hex = raw.length === 3 ? [...raw].map((c) => c + c).join('') : raw;
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two hex colours (1 to 21); null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return null;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The ratio as people read it, rounded *down* to two places so a 4.496 never shows as "4.50"
 * next to a refusal: `3.21:1` (English) or `3,21:1` (German).
 */
export function formatRatio(ratio: number, lang: 'de' | 'en'): string {
  const text = (Math.floor(ratio * 100) / 100).toFixed(2);
  return `${lang === 'de' ? text.replace('.', ',') : text}:1`;
}

export interface ContrastFailure {
  pair: ContrastPair;
  ratio: number;
}

/** Every pair below 4.5:1; pairs with an unreadable colour are left to the hex check. */
export function contrastFailures(colors: Colors): ContrastFailure[] {
  return CONTRAST_PAIRS.flatMap((pair) => {
    const ratio = contrastRatio(colors[pair.foreground], colors[pair.background]);
    return ratio !== null && ratio < MIN_CONTRAST ? [{ pair, ratio }] : [];
  });
}

/** The field message of a failing pair, naming the pair and its ratio. */
export function contrastMessage(failure: ContrastFailure, lang: 'de' | 'en'): string {
  const ratio = formatRatio(failure.ratio, lang);
  const min = lang === 'de' ? '4,5:1' : '4.5:1';
  return lang === 'de'
    ? `Kontrast ${failure.pair.de}: ${ratio}, mindestens ${min} nötig (WCAG AA).`
    : `Contrast ${failure.pair.en}: ${ratio}, at least ${min} needed (WCAG AA).`;
}
