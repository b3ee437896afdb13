import de from '../../apps/web/src/i18n/de.json' with { type: 'json' };
import dePages from '../../apps/web/src/i18n/de-pages.json' with { type: 'json' };
import en from '../../apps/web/src/i18n/en.json' with { type: 'json' };
import { ELIGIBILITY_TEXT } from '../../packages/shared/src/eligibility/eligibility-text.ts';

/** The eligibility confirmation's label (spec §1), the shared text the server stores as proof. */
export const eligibilityLabel = (language: 'de' | 'en' = 'de') => ELIGIBILITY_TEXT[language];

// German page texts are split between the start bundle and the inner pages' chunk.
const TEXTS = { de: { pages: { ...dePages.pages, ...de.pages } }, en } as const;
const DE: Record<string, unknown> = { ...dePages, ...de, pages: TEXTS.de.pages };

/** The page heading the SPA shows for a route, in a language (from the SPA's own dictionaries). */
export function pageTitle(language: 'de' | 'en', routeName: string): string {
  const pages = TEXTS[language].pages as Record<string, { title: string }>;
  const page = pages[routeName];
  if (!page) throw new Error(`no title for ${routeName} in ${language}`);
  return page.title;
}

/** A German SPA text by its i18n key (e.g. `share.copy`), with `{{name}}` placeholders filled. */
export function deText(key: string, values: Record<string, string> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], DE);
  if (typeof found !== 'string') throw new Error(`no German text ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {{${name}}} in ${key}`);
    return value;
  });
}
