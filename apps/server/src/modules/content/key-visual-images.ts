import { createHash } from 'node:crypto';
import {
  BREAKPOINT_IMAGE_SIZE,
  KEY_VISUAL_BREAKPOINTS,
  KEY_VISUAL_MAX_BYTES,
  KEY_VISUAL_MIN_HEIGHT,
  KEY_VISUAL_MIN_WIDTH,
  type KeyVisualBreakpoint,
} from '@kwk/shared/content/cms.schemas';
import { CENTRE, coverCut, type FocalPoint } from '@kwk/shared/content/cover-crop';
import type { Metadata } from 'sharp';
import { AppError } from '../../plugins/app-error.ts';

export type ImageFormat = 'webp' | 'jpeg';

/** One stored image: its bytes and their SHA-256 (its address). */
export interface ImageVariant {
  breakpoint: KeyVisualBreakpoint;
  format: ImageFormat;
  width: number;
  height: number;
  bytes: Buffer;
  hash: string;
}

export interface RenderedKeyVisual {
  originalWidth: number;
  originalHeight: number;
  variants: ImageVariant[];
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** sharp (libvips) is loaded on the first image read, not with every server: most never touch one. */
const loadSharp = async () => (await import('sharp')).default;

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Checks an upload by what sharp reads from its bytes (the Content-Type is the browser's guess) and
 * renders the eight variants: four breakpoints, each as webp and jpeg, cut around the focal point
 * (`coverCut`: a banner's text at one side stays in the picture). EXIF orientation is applied and
 * metadata dropped, so no camera data or location leaves the server.
 */
export async function renderKeyVisual(input: Buffer, focus: FocalPoint = CENTRE): Promise<RenderedKeyVisual> {
  if (input.length > KEY_VISUAL_MAX_BYTES) throw new AppError('content.image_too_large');
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // limitInputPixels guards against a small file that decodes into a huge bitmap.
    meta = await sharp(input, { limitInputPixels: 50_000_000 }).metadata();
  } catch {
    throw new AppError('content.image_invalid');
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new AppError('content.image_invalid');
  // autoOrient: a portrait photo's stored width is its height until the EXIF rotation is applied.
  const swap = (meta.orientation ?? 1) >= 5;
  const width = (swap ? meta.height : meta.width) ?? 0;
  const height = (swap ? meta.width : meta.height) ?? 0;
  if (width < KEY_VISUAL_MIN_WIDTH || height < KEY_VISUAL_MIN_HEIGHT)
    throw new AppError('content.image_invalid');

  const variants: ImageVariant[] = [];
  try {
    for (const breakpoint of KEY_VISUAL_BREAKPOINTS) {
      const size = BREAKPOINT_IMAGE_SIZE[breakpoint];
      const cut = coverCut({ width, height }, size, focus);
      const resized = sharp(input, { limitInputPixels: 50_000_000 })
        .autoOrient()
        .resize({ width: cut.width, height: cut.height, fit: 'fill' })
        .extract({ left: cut.left, top: cut.top, ...size });
      const webp = await resized.clone().webp({ quality: 80 }).toBuffer();
      const jpeg = await resized
        .clone()
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
      for (const [format, bytes] of [
        ['webp', webp],
        ['jpeg', jpeg],
      ] as const) {
        variants.push({ breakpoint, format, ...size, bytes, hash: sha256(bytes) });
      }
    }
  } catch {
    // A file whose header reads well but whose body is broken fails only here.
    throw new AppError('content.image_invalid');
  }
  return { originalWidth: width, originalHeight: height, variants };
}

/** The file extension browsers and caches expect for a format. */
export const imageExtension = (format: ImageFormat) => (format === 'jpeg' ? 'jpg' : 'webp');
/** The URL file name of a variant: its hash and its format's extension. */
export const imageFileName = (hash: string, format: ImageFormat) => `${hash}.${imageExtension(format)}`;
export const IMAGE_FILE = /^([0-9a-f]{64})\.(webp|jpg)$/;
