import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { consoleFetch } from '../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../lib/console-lang.ts';
import { setConsoleSession, useConsoleSession } from '../lib/console-session.ts';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { SecondaryButton } from '../ui/secondary-button.tsx';
import { screensFor } from './console-screens.ts';
import { useIdleSignOut } from './use-idle-sign-out.ts';
import { useTableRegions } from './use-table-regions.ts';

const TEXTS = {
  de: {
    skip: 'Zum Inhalt springen',
    brand: 'Betriebskonsole',
    nav: 'Bereiche',
    signOut: 'Abmelden',
  },
  en: {
    skip: 'Skip to content',
    brand: 'Operator console',
    nav: 'Areas',
    signOut: 'Sign out',
  },
};

/**
 * The signed-in console: header (banner) with the operator and sign-out, the navigation of the
 * screens their rights open, and the screen in `main`. Focus moves to the screen's heading on
 * every navigation, so a keyboard or screen-reader user starts at the new content. A chunk of its
 * own, loaded after sign-in behind SessionGate.
 */
export function ConsoleLayout() {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const session = useConsoleSession();
  const location = useLocation();
  const navigate = useNavigate();
  const main = useRef<HTMLElement>(null);
  useIdleSignOut();
  useTableRegions(main);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, read from the DOM
  useEffect(() => {
    // After the lazy screen has rendered its h1.
    const id = requestAnimationFrame(() => {
      const heading = main.current?.querySelector('h1');
      if (heading) {
        heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
    });
    return () => cancelAnimationFrame(id);
  }, [location.pathname]);

  // The gate (session-gate.tsx) has sent a visitor without a session to the sign-in page.
  if (!session) return null;

  const signOut = async () => {
    await consoleFetch('sitzung', { method: 'DELETE' }).catch(() => undefined);
    setConsoleSession(null);
    navigate('/anmelden', { replace: true });
  };

  return (
    <>
      <a className="c-skip" href="#inhalt">
        {t.skip}
      </a>
      <header className="c-header">
        <p className="c-brand">{t.brand}</p>
        <div className="c-user">
          <span>{session.Operator.Name}</span>
          <LanguageSwitch />
          <SecondaryButton onClick={signOut}>{t.signOut}</SecondaryButton>
        </div>
      </header>
      <div className="c-shell">
        <nav className="c-nav" aria-label={t.nav}>
          <ul>
            {screensFor(session.Operator.Rights).map((s) => (
              <li key={s.path}>
                <NavLink to={s.path} end={s.path === '/'}>
                  {s.title[lang]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="inhalt" className="c-main" ref={main}>
          <Outlet />
        </main>
      </div>
    </>
  );
}
