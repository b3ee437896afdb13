import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { loadAgencyTexts } from './load-agency-texts.ts';

/**
 * Whether the area's texts (namespace `agency`) are there in the current language; loads them the
 * first time, and again after a switch to the other language.
 */
export function useAgencyTexts(): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'de';
  const [loaded, setLoaded] = useState<string | null>(null);
  const ready = loaded === language || i18n.hasResourceBundle(language, 'agency');
  useEffect(() => {
    let live = true;
    void loadAgencyTexts(language).then(() => {
      if (live) setLoaded(language);
    });
    return () => {
      live = false;
    };
  }, [language]);
  return ready;
}
