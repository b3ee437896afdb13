import { CONSENT_COOKIE_DAYS, COOKIE_NAMES } from '@kwk/shared/constants';
import { useCallback, useState } from 'react';
import { getCookie, setCookie } from '../../lib/cookies.ts';
import { allConsent, type ConsentState, parseConsent, serializeConsent } from './consent-cookie.ts';

/** The visitor's cookie choice, kept in the consent cookie for 60 days (spec §9). */
export function useConsent() {
  const [state, setState] = useState<ConsentState | null>(() =>
    parseConsent(getCookie(COOKIE_NAMES.consent)),
  );
  const save = useCallback((next: ConsentState) => {
    setCookie(COOKIE_NAMES.consent, serializeConsent(next), CONSENT_COOKIE_DAYS * 24 * 60 * 60);
    setState(next);
  }, []);
  const saveRequiredOnly = useCallback(() => save(allConsent('0')), [save]);
  return { state, save, saveRequiredOnly };
}
