import { useLocation } from 'react-router';
import { currentLanguage } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AppLink } from '../../ui/app-link.tsx';

/** A link to the same page with `?lang=`, so the choice is in the URL and the guard applies it. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const other = currentLanguage() === 'de' ? 'en' : 'de';
  const params = new URLSearchParams(search);
  params.set('lang', other);
  return (
    <AppLink
      className="language-switch"
      to={`${pathname}?${params.toString()}`}
      hrefLang={other}
      lang={other}
      aria-label={t('nav.switchToLabel')}
    >
      {t('nav.switchTo')}
    </AppLink>
  );
}
