import sharp from 'sharp';
import { KEY_VISUAL_BRANDS, KEY_VISUAL_SIZES, type KeyVisualSize, keyVisualSvg } from './key-visuals.ts';

// `npm run key-visuals`: renders each demo brand's key visual (key-visuals.ts) into the web app's
// public folder, where Brand.KeyVisual points (tenant-seed.ts keyVisual()), as webp and jpeg.
for (const brand of KEY_VISUAL_BRANDS) {
  for (const size of Object.keys(KEY_VISUAL_SIZES) as KeyVisualSize[]) {
    const image = sharp(Buffer.from(keyVisualSvg(brand, size)));
    const base = new URL(`../../../../web/public/brands/${brand}/keyvisual-${size}`, import.meta.url)
      .pathname;
    await image.clone().webp({ quality: 80 }).toFile(`${base}.webp`);
    await image.clone().jpeg({ quality: 82, mozjpeg: true }).toFile(`${base}.jpg`);
    console.log(`wrote ${base}.webp and .jpg`);
  }
}
