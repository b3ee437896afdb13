import type { Language } from '@kwk/shared/errors/error-codes';
import de from './de.json';
import { LANGUAGE_STORAGE_KEY, resolveLanguage } from './language.ts';
import { Translator } from './translator.ts';

/** One instance for the app; de is default and fallback (spec §1, §9). */
export const i18n = new Translator('de', 'de');

// English is loaded on demand (ensureLanguage) to keep the start bundle small.
i18n.addResourceBundle('de', 'translation', de);

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'de';
}

/** The language the visitor chose on an earlier visit, if storage may be read. */
function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage can be blocked in third-party iframes; the language then simply is not remembered
    return null;
  }
}

/** This visit's language by resolveLanguage's rule, and whether a `?lang=` should be remembered. */
export function visitLanguageOf(search: string, tenantLanguage: string | null | undefined) {
  return resolveLanguage({ search, stored: storedLanguage(), tenantLanguage });
}

/** Picks the language for this visit (query, storage, tenant) and applies it to i18n and <html lang>. */
export async function chooseLanguage(
  search: string,
  tenantLanguage: string | null | undefined,
): Promise<Language> {
  const { language, persist } = visitLanguageOf(search, tenantLanguage);
  if (persist) rememberLanguage(language);
  await setLanguage(language);
  return language;
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // see chooseLanguage
  }
}

/** Loads a language's built-in texts once; de ships in the start bundle. */
export async function ensureLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const texts = (await import('./en.json')).default;
  i18n.addResourceBundle(language, 'translation', texts, true, false);
}

export async function setLanguage(language: Language): Promise<void> {
  await ensureLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Tenant overrides from `content/getlanguagecontent/{iso}`: flat keys like `home.title`. */
export function mergeOverrides(language: Language, texts: Record<string, string>): void {
  for (const [key, value] of Object.entries(texts)) i18n.addResource(language, 'translation', key, value);
}
