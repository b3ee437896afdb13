import type { Language } from '@kwk/shared/errors/error-codes';

export const LANGUAGE_STORAGE_KEY = 'kwk_lang';

function asLanguage(value: string | null | undefined): Language | null {
  return value === 'de' || value === 'en' ? value : null;
}

export interface LanguageInput {
  /** Location search, e.g. '?lang=en'. */
  search: string;
  stored: string | null;
  tenantLanguage: string | null | undefined;
}

/** `?lang=` beats the stored choice, which beats the tenant's language; de is default and fallback. */
export function resolveLanguage({ search, stored, tenantLanguage }: LanguageInput): {
  language: Language;
  persist: boolean;
} {
  const fromQuery = asLanguage(new URLSearchParams(search).get('lang'));
  if (fromQuery) return { language: fromQuery, persist: true };
  return { language: asLanguage(stored) ?? asLanguage(tenantLanguage) ?? 'de', persist: false };
}
