import { z } from 'zod';
import type { Language } from '../errors/error-codes.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';
import { CONSENT_IDENTIFIER, REQUIRED_CATEGORY } from './consent-rules.ts';

/**
 * The console's editor of a tenant's consent registry (spec §3 "Consent category", decision 027).
 * A category is one identifier with its required flag and position, and its texts per language:
 * German always, English optional (without it an English visitor reads the German texts, as with
 * the CMS content). Reading needs tenants.read, writing tenants.edit.
 */
export const CONSENT_CONSOLE_PATHS = {
  /** GET → ConsoleConsentRegistry; POST body ConsentCategoryBody → ConsoleConsentCategory (201). */
  categories: '/mandanten/:key/einwilligungen',
  /** PUT body ConsentCategoryChange → ConsoleConsentCategory; DELETE → 204. */
  category: '/mandanten/:key/einwilligungen/:identifier',
} as const;

export const CONSENT_TITLE_MAX = 100;
export const CONSENT_SHORT_MAX = 300;
export const CONSENT_LONG_MAX = 2000;
export const CONSENT_POSITION_MAX = 1000;

const TEXTS = {
  de: {
    identifier:
      'Kennung: ein Kleinbuchstabe am Anfang, dann Kleinbuchstaben, Ziffern, - oder _ (höchstens 40 Zeichen).',
    requiredKept: 'Die Kategorie „required“ ist immer notwendig.',
    onlyRequired: 'Nur die Kategorie „required“ ist immer an; jede andere wird erfragt.',
  },
  en: {
    identifier:
      'Identifier: a lower-case letter first, then lower-case letters, digits, - or _ (at most 40 characters).',
    requiredKept: 'The category “required” is always required.',
    onlyRequired: 'Only the category “required” is always on; every other one is asked for.',
  },
} as const;

function textsSchema(lang: Language) {
  const m = VALIDATION_MESSAGES[lang];
  return z
    .object({
      Title: z
        .string(m.required)
        .trim()
        .min(1, m.required)
        .max(CONSENT_TITLE_MAX, m.tooLong(CONSENT_TITLE_MAX)),
      ShortDescription: z
        .string(m.required)
        .trim()
        .min(1, m.required)
        .max(CONSENT_SHORT_MAX, m.tooLong(CONSENT_SHORT_MAX)),
      LongDescription: z.string().trim().max(CONSENT_LONG_MAX, m.tooLong(CONSENT_LONG_MAX)).default(''),
    })
    .strict();
}

/** The identifier as the consent cookie can carry it (CONSENT_IDENTIFIER). */
export const consentIdentifierSchema = (lang: Language) =>
  z.string(VALIDATION_MESSAGES[lang].required).trim().regex(CONSENT_IDENTIFIER, TEXTS[lang].identifier);

const changeShape = (lang: Language) => ({
  Required: z.boolean().default(false),
  Position: z.number().int().min(0).max(CONSENT_POSITION_MAX).default(0),
  de: textsSchema(lang),
  /** null: no English texts of its own (English visitors read the German ones). */
  en: textsSchema(lang).nullable().default(null),
});

/** PUT: a category's flag, position and texts (its identifier is the path's, fixed once made). */
export function consentCategoryChangeSchema(lang: Language) {
  return z.object(changeShape(lang)).strict();
}
export type ConsentCategoryChange = z.input<ReturnType<typeof consentCategoryChangeSchema>>;

/** POST: a new category. `required` is the always-on category: it cannot be made optional. */
export function consentCategoryBodySchema(lang: Language) {
  return (
    z
      .object({ Identifier: consentIdentifierSchema(lang), ...changeShape(lang) })
      .strict()
      .refine((body) => body.Identifier !== REQUIRED_CATEGORY || body.Required, {
        path: ['Required'],
        message: TEXTS[lang].requiredKept,
      })
      // The consent cookie and the trackers read every other category as a choice (grants): one
      // marked always on would be shown as on while nothing it stands for ever ran.
      .refine((body) => body.Identifier === REQUIRED_CATEGORY || !body.Required, {
        path: ['Required'],
        message: TEXTS[lang].onlyRequired,
      })
  );
}
export type ConsentCategoryBody = z.input<ReturnType<typeof consentCategoryBodySchema>>;

const textsOut = z.object({ Title: z.string(), ShortDescription: z.string(), LongDescription: z.string() });
export type ConsentTexts = z.infer<typeof textsOut>;

export const consoleConsentCategorySchema = z.object({
  Identifier: z.string(),
  Required: z.boolean(),
  Position: z.number().int(),
  de: textsOut.nullable(),
  en: textsOut.nullable(),
});
export type ConsoleConsentCategory = z.infer<typeof consoleConsentCategorySchema>;

export const consoleConsentRegistrySchema = z.object({
  Tenant: z.string(),
  /** True while the tenant has no registry of its own and is served the four defaults; the first change stores them. */
  Defaults: z.boolean(),
  Categories: z.array(consoleConsentCategorySchema),
});
export type ConsoleConsentRegistry = z.infer<typeof consoleConsentRegistrySchema>;
