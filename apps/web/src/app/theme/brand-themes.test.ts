import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contrastRatio, MIN_CONTRAST } from '@kwk/shared/tenants/theme-variables';
import { describe, expect, it } from 'vitest';

/*
 * The brands' own stylesheets (public/brands/<key>/theme.css, Brand.ThemePath) may colour the start
 * page's offer panel themselves (issue 16). brand-contrast.ts checks only the configured colours,
 * so the panel's text colours are checked here: white text and the amounts must reach AA on it.
 */
const BRANDS_DIR = path.resolve(import.meta.dirname, '../../../public/brands');
const brands = readdirSync(BRANDS_DIR).filter((name) => !name.includes('.'));

function tokens(brand: string): Record<string, string> {
  const css = readFileSync(path.join(BRANDS_DIR, brand, 'theme.css'), 'utf8');
  return Object.fromEntries(
    [...css.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  );
}

describe.each(brands)('theme of %s', (brand) => {
  const t = tokens(brand);

  it('uses only system fonts: no @font-face or @import to download before the first paint', () => {
    const css = readFileSync(path.join(BRANDS_DIR, brand, 'theme.css'), 'utf8');
    expect(css).not.toMatch(/@font-face|@import|url\(/);
  });

  it('an own offer panel colour comes with offer text colours that reach AA on it', () => {
    const bg = t['--offer-bg'];
    if (!bg) {
      // Without its own panel colour the panel is the primary colour with the checked on-primary text.
      expect(t['--offer-fg']).toBeUndefined();
      expect(t['--offer-figure']).toBeUndefined();
      return;
    }
    for (const fg of [t['--offer-fg'], t['--offer-figure']]) {
      expect(fg, `${brand}: --offer-fg and --offer-figure are set with --offer-bg`).toBeDefined();
      expect(contrastRatio(fg!, bg)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });
});

it('the three demo brands have their stylesheets', () => {
  expect(brands.sort()).toEqual(['fyrst', 'partner', 'telko']);
});
