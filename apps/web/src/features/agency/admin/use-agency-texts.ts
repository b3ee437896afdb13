import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n } from '../../../i18n/i18n.ts';
import { loadAgencyTexts } from '../i18n/load-agency-texts.ts';

/**
 * Whether the `agency` texts of the current language are there, loading them on first use: pages
 * outside the agency area (the invited agent's registration, /mitarbeiterempfehlen) use them too.
 */
export function useAgencyTexts(): boolean {
  const { i18n: instance } = useTranslation();
  const language = currentLanguage();
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (i18n.hasResourceBundle(language, 'agency')) return;
    let active = true;
    loadAgencyTexts(language).then(
      () => active && setLoaded((n) => n + 1),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [language]);
  return instance.hasResourceBundle(language, 'agency');
}
