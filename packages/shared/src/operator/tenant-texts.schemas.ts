import { z } from 'zod';
import type { Language } from '../errors/error-codes.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

/**
 * A text key as the SPA looks texts up: dotted words (`home.claim`, `footer.text`), none of them a
 * name that reaches an object's prototype (`__proto__`, `constructor`, `prototype`).
 */
const TEXT_KEY =
  /^(?!(?:.*\.)?(?:__proto__|constructor|prototype)(?:\.|$))[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;

/**
 * `PUT /api/betrieb/v1/mandanten/{key}/texte/{de|en}`: every text of the tenant in that language
 * (spec §1 "texts de/en"); a key left out is removed and falls back to the portal's own text.
 */
export function tenantTextsSchema(lang: Language) {
  const m = VALIDATION_MESSAGES[lang];
  return z
    .object({
      Texts: z.record(
        z.string().max(200).regex(TEXT_KEY, m.invalidField('Schlüssel')),
        z.string(m.required).max(5000, m.tooLong(5000)),
      ),
    })
    .strict();
}
export type TenantTexts = z.infer<ReturnType<typeof tenantTextsSchema>>;
export const TEXT_LANGUAGES = ['de', 'en'] as const;
