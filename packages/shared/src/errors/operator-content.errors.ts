import {
  KEY_VISUAL_MAX_BYTES,
  KEY_VISUAL_MIN_HEIGHT,
  KEY_VISUAL_MIN_WIDTH,
} from '../content/cms.constants.ts';

const MB = KEY_VISUAL_MAX_BYTES / (1024 * 1024);

/** Error codes of the console's content editor (issue 16), spread into CONSOLE_ERRORS. */
export const OPERATOR_CONTENT_ERRORS = {
  'content.image_invalid': {
    status: 400,
    de: `Das Bild kann nicht verwendet werden: bitte eine JPEG-, PNG- oder WebP-Datei, mindestens ${KEY_VISUAL_MIN_WIDTH} × ${KEY_VISUAL_MIN_HEIGHT} Pixel groß.`,
    en: `The image cannot be used: please upload a JPEG, PNG or WebP file at least ${KEY_VISUAL_MIN_WIDTH} × ${KEY_VISUAL_MIN_HEIGHT} pixels.`,
  },
  'content.image_too_large': {
    status: 400,
    de: `Das Bild ist zu groß: höchstens ${MB} MB.`,
    en: `The image is too large: at most ${MB} MB.`,
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
