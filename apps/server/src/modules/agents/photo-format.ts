/** What the bytes of an uploaded photo say they are. */
export interface PhotoFormat {
  type: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
}

/** Largest side accepted: a portrait, not a poster. */
export const MAX_PHOTO_SIDE = 4000;

const ascii = (b: Uint8Array, at: number, text: string) =>
  [...text].every((c, i) => b[at + i] === c.charCodeAt(0));
const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 65536 + u16be(b, at + 2);

function png(b: Uint8Array): PhotoFormat | null {
  if (!(b[0] === 0x89 && ascii(b, 1, 'PNG\r\n\x1a\n') && ascii(b, 12, 'IHDR'))) return null;
  return { type: 'image/png', width: u32be(b, 16), height: u32be(b, 20) };
}

/** JPEG: walk the markers to the first start of frame (SOF0–SOF15 but DHT, JPG, DAC). */
function jpeg(b: Uint8Array): PhotoFormat | null {
  if (!(b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff)) return null;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = u16be(b, at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { type: 'image/jpeg', height: u16be(b, at + 5), width: u16be(b, at + 7) };
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

function webp(b: Uint8Array): PhotoFormat | null {
  if (!(ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'))) return null;
  if (ascii(b, 12, 'VP8 ') && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return { type: 'image/webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (ascii(b, 12, 'VP8L') && b[20] === 0x2f) {
    const bits = u16le(b, 21) | (u16le(b, 23) << 16);
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(b, 12, 'VP8X')) return { type: 'image/webp', width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/**
 * The format and size of a photo read from its own bytes (never its name or the type it was sent
 * with): a JPEG, PNG or WebP between 1 and MAX_PHOTO_SIDE pixels a side, else null. No image
 * library is a dependency (no `sharp`), so photos are stored as uploaded once these checks pass.
 */
export function photoFormat(bytes: Uint8Array): PhotoFormat | null {
  const found = png(bytes) ?? jpeg(bytes) ?? webp(bytes);
  if (!found) return null;
  const fits = (side: number) => side >= 1 && side <= MAX_PHOTO_SIDE;
  return fits(found.width) && fits(found.height) ? found : null;
}
