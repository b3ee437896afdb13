import type { Language } from '@kwk/shared/errors/error-codes';
import { KUNDENNUMMER_PATTERN } from '@kwk/shared/my-data/my-data.schemas';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';

const FIELD_NAME: Record<Language, string> = { de: 'Kundennummer', en: 'Customer number' };

/**
 * The customer number as it is sent (trimmed), or the message for the field: required, or not valid
 * (4 to 20 letters, digits or hyphens, as the server checks it).
 */
export function checkCustomerNumber(
  raw: string,
  lang: Language,
): { ok: true; value: string } | { ok: false; message: string } {
  const value = raw.trim();
  const m = VALIDATION_MESSAGES[lang];
  if (value === '') return { ok: false, message: m.requiredField(FIELD_NAME[lang]) };
  if (!KUNDENNUMMER_PATTERN.test(value)) return { ok: false, message: m.invalidField(FIELD_NAME[lang]) };
  return { ok: true, value };
}
