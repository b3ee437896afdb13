import { type ReactNode, useEffect } from 'react';
import { useConsoleLang } from '../lib/console-lang.ts';
import { LanguageSwitch } from './language-switch.tsx';

/**
 * A console page outside the signed-in layout (sign-in, enrolment): the page's title and
 * language on the document, the language switch at the top, the content in `main`.
 */
export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  usePublicPageTitle(title);
  return (
    <main className="c-signin">
      <div className="c-actions c-actions-end">
        <LanguageSwitch />
      </div>
      {children}
    </main>
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
