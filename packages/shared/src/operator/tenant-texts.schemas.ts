import { z } from 'zod';
import type { Language } from '../errors/error-codes.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';
import { TEXT_KEY, TEXT_KEY_MAX_LENGTH } from './tenant-texts.constants.ts';

/**
 * `PUT /api/betrieb/v1/mandanten/{key}/texte/{de|en}`: every text of the tenant in that language
 * (spec §1 "texts de/en"); a key left out is removed and falls back to the portal's own text.
 */
export function tenantTextsSchema(lang: Language) {
  const m = VALIDATION_MESSAGES[lang];
  return z
    .object({
      Texts: z.record(
        z.string().max(TEXT_KEY_MAX_LENGTH).regex(TEXT_KEY, m.invalidField('Schlüssel')),
        z.string(m.required).max(5000, m.tooLong(5000)),
      ),
    })
    .strict();
}
export type TenantTexts = z.infer<ReturnType<typeof tenantTextsSchema>>;
export const TEXT_LANGUAGES = ['de', 'en'] as const;

/**
 * A tenant's drafted texts by language (decision 072): per language the keys the draft changes,
 * each with its new text or null (removed); a language left out is not drafted.
 */
export type TenantTextSets = Partial<Record<(typeof TEXT_LANGUAGES)[number], Record<string, string | null>>>;
const textMap = z.record(z.string(), z.string());
const textPatch = z.record(z.string(), z.string().nullable());
export const tenantTextSetsSchema = z.object({ de: textPatch.optional(), en: textPatch.optional() });
/** Both languages' live texts. */
export const tenantLiveTextsSchema = z.object({ de: textMap, en: textMap });
