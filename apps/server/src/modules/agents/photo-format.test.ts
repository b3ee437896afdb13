import { describe, expect, it } from 'vitest';
import { photoBytes } from './photo-fixtures.ts';
import { photoFormat } from './photo-format.ts';

/** A PNG whose header claims these dimensions. */
const pngSized = (width: number, height: number) => {
  const b = Buffer.from(photoBytes('png'));
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
};

/** A lossless WebP header (VP8L) of these dimensions. */
const vp8l = (width: number, height: number) => {
  const b = Buffer.alloc(30);
  b.write('RIFF', 0, 'latin1');
  b.write('WEBPVP8L', 8, 'latin1');
  b[20] = 0x2f;
  b.writeUInt32LE(((height - 1) << 14) | (width - 1), 21);
  return b;
};

describe('photoFormat reads the type and size from the bytes', () => {
  it.each([
    ['PNG', photoBytes('png'), { type: 'image/png', width: 3, height: 2 }],
    ['JPEG', photoBytes('jpeg'), { type: 'image/jpeg', width: 3, height: 2 }],
    ['WebP (VP8X)', photoBytes('webp'), { type: 'image/webp', width: 3, height: 2 }],
    ['WebP (VP8L)', vp8l(640, 480), { type: 'image/webp', width: 640, height: 480 }],
    ['PNG 4000 × 4000', pngSized(4000, 4000), { type: 'image/png', width: 4000, height: 4000 }],
  ])('%s', (_name, bytes, expected) => {
    expect(photoFormat(bytes)).toEqual(expected);
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a\x03\x00\x02\x00', 'latin1')],
    ['an SVG named .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
    ['nothing', Buffer.alloc(0)],
    ['a PNG cut after its signature', photoBytes('png').subarray(0, 10)],
    ['a JPEG cut before its frame', photoBytes('jpeg').subarray(0, 40)],
    ['a PNG too wide', pngSized(4001, 10)],
    ['a PNG of no height', pngSized(10, 0)],
    ['a RIFF that is no WebP', Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1')],
  ])('refuses %s', (_name, bytes) => {
    expect(photoFormat(bytes)).toBeNull();
  });
});
