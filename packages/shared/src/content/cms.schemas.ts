import { z } from 'zod';
import type { Language } from '../errors/error-codes.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';
import { variablesSchema } from './content.schemas.ts';

/**
 * The CMS content model of issue 16 (spec §3 "CMS content", §7 "Content service"): content blocks,
 * key visuals, FAQs, footnotes and variables, per tenant and language. The server answers the same
 * shapes whether a tenant's content comes from the portal's own store (PostgreSQL) or from a
 * Squidex-compatible content service, so the SPA never knows which.
 *
 * Texts are plain text, never HTML: a blank line separates paragraphs, `\n` is a line break. They
 * may hold placeholders (`{client}`, `{reward}` …, see ./placeholders.ts) that the SPA fills.
 *
 * Language: the public reads take `?lang=de|en`, else the Accept-Language header, else `de`. A text
 * missing in `en` falls back to the `de` one (the answer's `Language` says which one it is).
 */

export const CMS_LANGUAGES = ['de', 'en'] as const;
export type CmsLanguage = (typeof CMS_LANGUAGES)[number];

export { CMS_PATHS, categoryFootnoteIdentifier } from './cms.constants.ts';

/** Console routes, under `/api/betrieb/v1` (operator console; tenants.read to read, tenants.edit to write). */
export const CMS_CONSOLE_PATHS = {
  /** GET → { Blocks: ContentBlock[] }. */
  blocks: '/mandanten/:key/cms/:lang/bloecke',
  /** PUT body ContentBlockBody → ContentBlock (creates or replaces); DELETE → 204. */
  block: '/mandanten/:key/cms/:lang/bloecke/:id',
  /** GET → { Faqs: Faq[] }; POST body FaqBody → Faq (201). */
  faqs: '/mandanten/:key/cms/:lang/faqs',
  /** PUT body FaqBody → Faq; DELETE → 204. */
  faq: '/mandanten/:key/cms/:lang/faqs/:id',
  /** GET → { Footnotes: Footnote[] }; POST body FootnoteBody → Footnote (201). */
  footnotes: '/mandanten/:key/cms/:lang/fussnoten',
  /** PUT body FootnoteBody → Footnote; DELETE → 204. */
  footnote: '/mandanten/:key/cms/:lang/fussnoten/:id',
  /**
   * GET → ConsoleVariables of the language (its own rows, no German filling gaps); PUT body
   * ConsoleVariables (replaces the set in that language) → ConsoleVariables.
   */
  variables: '/mandanten/:key/cms/:lang/variablen/:set',
  /** GET → ConsoleKeyVisual (404 content.keyvisual_not_found when none was uploaded). */
  keyVisual: '/mandanten/:key/cms/keyvisual',
  /**
   * PUT: the raw image as the request body (`Content-Type: image/jpeg | image/png | image/webp`,
   * at most KEY_VISUAL_MAX_BYTES, at least KEY_VISUAL_MIN_WIDTH × KEY_VISUAL_MIN_HEIGHT px) → ConsoleKeyVisual. The
   * server cuts it for the four breakpoints around the focal point, in webp and jpeg. Query
   * KeyVisualUploadQuery: both alt texts (required), the focal point. Bad image → 400 content.image_invalid.
   */
  keyVisualImage: '/mandanten/:key/cms/keyvisual/bild',
  /** PUT body KeyVisualAltBody → ConsoleKeyVisual. */
  keyVisualAlt: '/mandanten/:key/cms/keyvisual/alt',
  /** GET → ContentSourceInfo: where the tenant's content comes from. */
  source: '/mandanten/:key/cms/quelle',
  /** POST (no body) → { Cleared: number }: drops the tenant's cached content (also done on each edit). */
  cacheClear: '/mandanten/:key/cms/cache-leeren',
} as const;

// The key visual's and the start page's constants live without zod (the start page's bundle reads them).
export * from './cms.constants.ts';

/** A content block: a titled text the pages place by id (`hero`, `offer`, `step-1` … `step-3`). */
export const BLOCK_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const contentBlockSchema = z.object({
  Id: z.string(),
  Title: z.string(),
  Body: z.string(),
  /** The language this text is in (an `en` request gets the `de` text where no `en` one exists). */
  Language: z.enum(CMS_LANGUAGES),
});
export type ContentBlock = z.infer<typeof contentBlockSchema>;
export const contentBlocksSchema = z.array(contentBlockSchema);

export const faqSchema = z.object({
  Id: z.string(),
  Question: z.string(),
  Answer: z.string(),
  /** A heading the FAQ page groups by ('' for none). */
  Group: z.string(),
  /** Order within the group, ascending. */
  Position: z.number().int(),
  Language: z.enum(CMS_LANGUAGES),
});
export type Faq = z.infer<typeof faqSchema>;
export const faqsSchema = z.array(faqSchema);

/** Footnote, spec §3: Id, Identifier, Titel, Gruppe, Inhalt (names as the spec has them). */
export const footnoteSchema = z.object({
  Id: z.string(),
  /** What the footnote belongs to (e.g. `praemie`, `agb`): the pages ask by it. */
  Identifier: z.string(),
  Titel: z.string(),
  Gruppe: z.string(),
  Inhalt: z.string(),
  Language: z.enum(CMS_LANGUAGES),
});
export type Footnote = z.infer<typeof footnoteSchema>;

export const footnotesSchema = z.array(footnoteSchema);
export const footnotesQuerySchema = z.object({
  identifier: z.string().max(100).optional(),
  lang: z.enum(CMS_LANGUAGES).optional(),
});
export const langQuerySchema = z.object({ lang: z.enum(CMS_LANGUAGES).optional() });

/** One breakpoint's image: the same picture as webp and jpeg, with its size so nothing shifts. */
export const keyVisualSourceSchema = z.object({
  /** Smallest viewport width (px) this variant is for: `<source media="(min-width: …px)">`. */
  MinWidth: z.number().int(),
  Width: z.number().int(),
  Height: z.number().int(),
  Webp: z.string(),
  Jpeg: z.string(),
});
export type KeyVisualSource = z.infer<typeof keyVisualSourceSchema>;
export const keyVisualSourcesSchema = z.object({
  xl: keyVisualSourceSchema,
  lg: keyVisualSourceSchema,
  md: keyVisualSourceSchema,
  sm: keyVisualSourceSchema,
});
export const keyVisualSchema = z.object({
  Id: z.string(),
  Alt: z.string(),
  Sources: keyVisualSourcesSchema,
  Language: z.enum(CMS_LANGUAGES),
});
export type KeyVisual = z.infer<typeof keyVisualSchema>;

export const startContentSchema = z.object({
  Language: z.enum(CMS_LANGUAGES),
  /** Those of START_BLOCK_IDS the tenant has; a missing one keeps the portal's built-in text. */
  Blocks: contentBlocksSchema,
  /** The KEY_VISUAL_START key visual, null where none was uploaded (the brand's files then). */
  KeyVisual: keyVisualSchema.nullable(),
  /** The default variable set in the language (`GET content/variables/`): the blocks may name them. */
  Variables: variablesSchema,
});
export type StartContent = z.infer<typeof startContentSchema>;

// --- console ---------------------------------------------------------------------------------

const TITLE_MAX = 200;
const TEXT_MAX = 10_000;

export function contentBlockBodySchema(lang: Language) {
  const m = VALIDATION_MESSAGES[lang];
  return z
    .object({
      Title: z.string(m.required).trim().max(TITLE_MAX, m.tooLong(TITLE_MAX)),
      Body: z.string(m.required).max(TEXT_MAX, m.tooLong(TEXT_MAX)),
    })
    .strict();
}
export type ContentBlockBody = z.infer<ReturnType<typeof contentBlockBodySchema>>;

export function faqBodySchema(lang: Language) {
  const m = VALIDATION_MESSAGES[lang];
  return z
    .object({
      Question: z.string(m.required).trim().min(1, m.required).max(500, m.tooLong(500)),
      Answer: z.string(m.required).trim().min(1, m.required).max(TEXT_MAX, m.tooLong(TEXT_MAX)),
      Group: z.string().trim().max(TITLE_MAX, m.tooLong(TITLE_MAX)).default(''),
      Position: z.number().int().min(0).max(10_000).default(0),
    })
    .strict();
}
export type FaqBody = z.input<ReturnType<typeof faqBodySchema>>;

export function footnoteBodySchema(lang: Language) {
  const m = VALIDATION_MESSAGES[lang];
  return z
    .object({
      Identifier: z
        .string(m.required)
        .trim()
        .min(1, m.required)
        .max(100, m.tooLong(100))
        .regex(/^[A-Za-z0-9_.-]+$/, m.invalidField('Identifier')),
      Titel: z.string(m.required).trim().max(TITLE_MAX, m.tooLong(TITLE_MAX)),
      Gruppe: z.string().trim().max(TITLE_MAX, m.tooLong(TITLE_MAX)).default(''),
      Inhalt: z.string(m.required).trim().min(1, m.required).max(TEXT_MAX, m.tooLong(TEXT_MAX)),
    })
    .strict();
}
export type FootnoteBody = z.input<ReturnType<typeof footnoteBodySchema>>;

export const VARIABLE_NAME = /^[A-Za-z0-9_.-]{1,100}$/;
export function consoleVariablesSchema(lang: Language) {
  const m = VALIDATION_MESSAGES[lang];
  return z
    .object({
      Variables: z
        .array(
          z
            .object({
              Name: z.string(m.required).regex(VARIABLE_NAME, m.invalidField('Name')),
              Value: z.string(m.required).max(TEXT_MAX, m.tooLong(TEXT_MAX)),
            })
            .strict(),
        )
        .max(500),
    })
    .strict();
}
export type ConsoleVariables = z.infer<ReturnType<typeof consoleVariablesSchema>>;

/** A key visual's alt text in one language: what the picture shows, for screen readers. */
function altText(lang: Language) {
  const m = VALIDATION_MESSAGES[lang];
  return z.string(m.required).trim().min(1, m.required).max(300, m.tooLong(300));
}

export function keyVisualAltBodySchema(lang: Language) {
  const alt = altText(lang);
  return z.object({ Alt: z.object({ de: alt, en: alt }).strict() }).strict();
}
export type KeyVisualAltBody = z.infer<ReturnType<typeof keyVisualAltBodySchema>>;

/**
 * The query of a key visual upload (the body is the image itself): both alt texts, required with
 * every new picture — the old picture's texts describe the old picture — and the focal point the
 * variants are cut around (percent of width and height; the centre when not given).
 */
export function keyVisualUploadQuerySchema(lang: Language) {
  const alt = altText(lang);
  const percent = z.coerce.number().int().min(0).max(100).default(50);
  return z.object({ altDe: alt, altEn: alt, focusX: percent, focusY: percent }).strict();
}
export type KeyVisualUploadQuery = z.infer<ReturnType<typeof keyVisualUploadQuerySchema>>;

/** The console's view of a key visual: both languages' alt texts and when it was uploaded. */
export const consoleKeyVisualSchema = z.object({
  Id: z.string(),
  Alt: z.object({ de: z.string(), en: z.string() }),
  Sources: keyVisualSourcesSchema,
  /** The uploaded original's size in px. */
  OriginalWidth: z.number().int(),
  OriginalHeight: z.number().int(),
  /** The focal point the variants were cut around, in percent (see `coverCut`). */
  Focus: z.object({ X: z.number().int(), Y: z.number().int() }),
  UpdatedAt: z.string(),
});
export type ConsoleKeyVisual = z.infer<typeof consoleKeyVisualSchema>;

export const consoleBlocksSchema = z.object({ Blocks: contentBlocksSchema });
export const consoleFaqsSchema = z.object({ Faqs: faqsSchema });
export const consoleFootnotesSchema = z.object({ Footnotes: footnotesSchema });

/** Where a tenant's content comes from (brand config `ContentService.Url` set → the content service). */
export const contentSourceInfoSchema = z.object({
  Source: z.enum(['embedded', 'squidex']),
  AppName: z.string(),
  /** The content service's base URL; null for the portal's own store. */
  Url: z.string().nullable(),
  /**
   * With a content service the console's edits change the portal's own store only, which the
   * portal does not show while the service is configured: the console says so.
   */
  EditsShown: z.boolean(),
});
export type ContentSourceInfo = z.infer<typeof contentSourceInfoSchema>;
export const cacheClearedSchema = z.object({ Cleared: z.number().int() });

export const cmsConsoleParams = z.object({ key: z.string().max(64), lang: z.enum(CMS_LANGUAGES) });
