import { Link } from 'react-router';
import { useTexts } from '../lib/console-lang.ts';

const TEXTS = {
  de: { heading: 'Seite nicht gefunden', back: 'Zur Übersicht' },
  en: { heading: 'Page not found', back: 'To the overview' },
};

export function NotFoundScreen() {
  const t = useTexts(TEXTS);
  return (
    <>
      <h1>{t.heading}</h1>
      <Link to="/">{t.back}</Link>
    </>
  );
}
