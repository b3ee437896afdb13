import { setConsoleLang, useConsoleLang, useTexts } from '../lib/console-lang.ts';

const TEXTS = {
  de: { language: 'English', languageLabel: 'Switch to English' },
  en: { language: 'Deutsch', languageLabel: 'Auf Deutsch wechseln' },
};

/** The switch to the console's other language, named in that language (and marked `lang` so). */
export function LanguageSwitch() {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  return (
    <button
      type="button"
      className="c-link"
      lang={lang === 'de' ? 'en' : 'de'}
      aria-label={t.languageLabel}
      onClick={() => setConsoleLang(lang === 'de' ? 'en' : 'de')}
    >
      {t.language}
    </button>
  );
}
