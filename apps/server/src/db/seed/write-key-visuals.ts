import { KEY_VISUAL_BREAKPOINTS } from '@kwk/shared/content/cms.schemas';
import sharp from 'sharp';
import { KEY_VISUAL_BRANDS, keyVisualSvg } from './key-visuals.ts';

// `npm run key-visuals`: renders each demo brand's key visual (key-visuals.ts) into the web app's
// public folder, where Brand.KeyVisual points (tenant-seed.ts keyVisual()), as webp and jpeg.
for (const brand of KEY_VISUAL_BRANDS) {
  for (const size of KEY_VISUAL_BREAKPOINTS) {
    const image = sharp(Buffer.from(keyVisualSvg(brand, size)));
    const base = new URL(`../../../../web/public/brands/${brand}/keyvisual-${size}`, import.meta.url)
      .pathname;
    await image.clone().webp({ quality: 80 }).toFile(`${base}.webp`);
    await image.clone().jpeg({ quality: 82, mozjpeg: true }).toFile(`${base}.jpg`);
    console.log(`wrote ${base}.webp and .jpg`);
  }
}
