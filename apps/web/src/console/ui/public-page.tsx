import { type ReactNode, useEffect } from 'react';
import { useConsoleLang, useTexts } from '../lib/console-lang.ts';
import { LanguageSwitch } from './language-switch.tsx';

/** The programme the console runs, named at its door (issue 29), as the portal names it. */
const TEXTS = {
  de: { programme: 'Kunden werben Kunden', console: 'Betriebskonsole' },
  en: { programme: 'Recommend a friend', console: 'Operator console' },
};

/**
 * A console page outside the signed-in layout (sign-in, enrolment): the page's title and
 * language on the document, a banner naming the programme with the language switch, the content
 * in `main`.
 */
export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  const t = useTexts(TEXTS);
  usePublicPageTitle(title);
  return (
    <>
      <header className="c-header">
        <p className="c-brand">
          {t.programme} <span className="c-brand-part">· {t.console}</span>
        </p>
        <LanguageSwitch />
      </header>
      <main className="c-signin">{children}</main>
    </>
  );
}

/** The page's title and language on the document (also for a page that redirects at once). */
export function usePublicPageTitle(title: string) {
  const lang = useConsoleLang();
  useEffect(() => {
    document.title = title;
    document.documentElement.lang = lang;
  }, [title, lang]);
}
