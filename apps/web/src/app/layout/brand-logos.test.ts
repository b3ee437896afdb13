import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const BRANDS = path.resolve(import.meta.dirname, '../../../public/brands');
/**
 * A bold sans-serif letter is at most this wide, in ems, in the fonts a browser may fall back to
 * (Arial ≈ 0.5, DejaVu Sans Bold ≈ 0.62): the brand name must fit its viewBox in any of them.
 */
const WIDEST_EM = 0.65;

const logos = readdirSync(BRANDS).map((brand) => ({
  brand,
  svg: readFileSync(path.join(BRANDS, brand, 'logo.svg'), 'utf8'),
}));

describe('brand logos', () => {
  it.each(logos)('$brand: every text fits inside the logo (issue 17: "Vertriebspartr")', ({ svg }) => {
    const width = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
    const texts = [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)];
    expect(texts.length).toBeGreaterThan(0);
    for (const [, attributes, text] of texts) {
      const x = Number(/\bx="(\d+)"/.exec(attributes!)?.[1]);
      const extent = text!.length * WIDEST_EM * Number(/font-size="(\d+)"/.exec(attributes!)?.[1]);
      const right = attributes!.includes('text-anchor="middle"') ? x + extent / 2 : x + extent;
      expect(right, text).toBeLessThanOrEqual(width);
    }
  });
});
