import { escapeHtml } from '../../lib/escape-html.ts';
import type { Tenant } from '../tenants/tenants.api.ts';

/** The icon where no tenant lives (an unknown Host): neutral grey, no letter. */
const NEUTRAL = { primary: '#4b5563', primaryContrast: '#ffffff' };

/** Tenant colours come from configuration; anything but a hex colour falls back, never reaches markup. */
const hex = (value: string, fallback: string) => (/^#[0-9a-f]{6}$/i.test(value) ? value : fallback);

const colours = (tenant: Tenant | undefined) => {
  const colors = tenant?.mandant.Brand.Colors ?? NEUTRAL;
  return {
    background: hex(colors.primary, NEUTRAL.primary),
    foreground: hex(colors.primaryContrast, NEUTRAL.primaryContrast),
  };
};

/** `/favicon.svg`: the brand's initial on its primary colour, like the logo's square. */
export function faviconSvg(tenant: Tenant | undefined): string {
  const { background, foreground } = colours(tenant);
  const initial = tenant ? escapeHtml(Array.from(tenant.mandant.Brand.Name)[0] ?? '') : '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">',
    `<rect width="32" height="32" rx="7" fill="${background}"/>`,
    initial
      ? `<text x="16" y="23" text-anchor="middle" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="${foreground}">${initial}</text>`
      : '',
    '</svg>',
  ].join('');
}

const SIZE = 32;
const RADIUS = 7;

/** Whether pixel (x, y) lies inside the square with rounded corners. */
function inside(x: number, y: number): boolean {
  const cx = Math.min(Math.max(x + 0.5, RADIUS), SIZE - RADIUS);
  const cy = Math.min(Math.max(y + 0.5, RADIUS), SIZE - RADIUS);
  return (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= RADIUS ** 2;
}

/**
 * `/favicon.ico`, which browsers and crawlers fetch on their own: one 32×32 32-bit bitmap, the
 * brand's primary colour with rounded corners (an ICO carries no text; the SVG icon has the initial).
 */
export function faviconIco(tenant: Tenant | undefined): Buffer {
  const { background } = colours(tenant);
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(background.slice(i, i + 2), 16));
  const pixels = Buffer.alloc(SIZE * SIZE * 4);
  // Rows run bottom-up in a bitmap; the shape is symmetric, so only the byte order matters: BGRA.
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) if (inside(x, y)) pixels.set([b!, g!, r!, 255], (y * SIZE + x) * 4);
  const mask = Buffer.alloc((SIZE * SIZE) / 8); // all 0: the alpha channel decides
  const header = Buffer.alloc(6 + 16 + 40);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(SIZE, 6);
  header.writeUInt8(SIZE, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(40 + pixels.length + mask.length, 14);
  header.writeUInt32LE(22, 18); // the bitmap follows the directory
  header.writeUInt32LE(40, 22); // BITMAPINFOHEADER
  header.writeInt32LE(SIZE, 26);
  header.writeInt32LE(SIZE * 2, 30); // colour and mask stacked
  header.writeUInt16LE(1, 34);
  header.writeUInt16LE(32, 36);
  header.writeUInt32LE(pixels.length + mask.length, 42);
  return Buffer.concat([header, pixels, mask]);
}
