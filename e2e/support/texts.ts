import de from '../../apps/web/src/i18n/de.json' with { type: 'json' };
import dePages from '../../apps/web/src/i18n/de-pages.json' with { type: 'json' };
import en from '../../apps/web/src/i18n/en.json' with { type: 'json' };

// German page texts are split between the start bundle and the inner pages' chunk.
const TEXTS = { de: { pages: { ...dePages.pages, ...de.pages } }, en } as const;

/** The page heading the SPA shows for a route, in a language (from the SPA's own dictionaries). */
export function pageTitle(language: 'de' | 'en', routeName: string): string {
  const pages = TEXTS[language].pages as Record<string, { title: string }>;
  const page = pages[routeName];
  if (!page) throw new Error(`no title for ${routeName} in ${language}`);
  return page.title;
}
