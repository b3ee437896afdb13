import type { Language } from '@kwk/shared/errors/error-codes';

/** The request's language from Accept-Language (spec §7: headers carry the language, default de). */
export function languageOf(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'de';
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'de';
}
