import { Link } from 'react-router';
import { screensFor } from '../../app/console-screens.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { useConsoleSession } from '../../lib/console-session.ts';

const TEXTS = {
  de: { heading: 'Übersicht', hello: 'Angemeldet als', screens: 'Ihre Bereiche', roles: 'Rollen' },
  en: { heading: 'Overview', hello: 'Signed in as', screens: 'Your areas', roles: 'Roles' },
};

/** The console's start: who is signed in, with which roles, and the screens they may open. */
export default function OverviewScreen() {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const session = useConsoleSession();
  if (!session) return null;
  const screens = screensFor(session.Operator.Rights).filter((s) => s.path !== '/');
  return (
    <>
      <h1>{t.heading}</h1>
      <p>
        {t.hello} {session.Operator.Name} ({session.Operator.Email}). {t.roles}:{' '}
        {session.Operator.Roles.join(', ')}
      </p>
      {screens.length > 0 && (
        <section aria-labelledby="overview-screens">
          <h2 id="overview-screens">{t.screens}</h2>
          <ul>
            {screens.map((s) => (
              <li key={s.path}>
                <Link to={s.path}>{s.title[lang]}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
