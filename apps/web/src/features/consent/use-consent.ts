import { ANALYTICS_CATEGORY } from '@kwk/shared/analytics/consent-rules';
import { COOKIE_NAMES } from '@kwk/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteAnalyticsCookies } from '../../lib/analytics/analytics-cookies.ts';
import {
  allConsent,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  type ConsentState,
  grants,
  parseConsent,
  serializeConsent,
} from '../../lib/consent-cookie.ts';
import { getCookie, setCookie } from '../../lib/cookies.ts';

/** Stores a choice in the consent cookie (60 days, spec §9); without analytics, its cookies go at once. */
export function storeConsent(next: ConsentState): void {
  setCookie(COOKIE_NAMES.consent, serializeConsent(next), CONSENT_COOKIE_MAX_AGE_SECONDS);
  if (!grants(next, ANALYTICS_CATEGORY)) deleteAnalyticsCookies();
}

/**
 * The visitor's cookie choice behind one interface for both managers (spec §9): `internal` is the
 * portal's dialog; `external` also opens the hook a host's consent service calls, and once that
 * service attaches, the portal's dialog stays closed (until then it is the fallback, so a visitor
 * is never left without a way to choose).
 */
export function useConsent(manager: 'internal' | 'external' = 'internal') {
  const [state, setState] = useState<ConsentState | null>(() =>
    parseConsent(getCookie(COOKIE_NAMES.consent)),
  );
  const [externalAttached, setExternalAttached] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  const save = useCallback((next: ConsentState) => {
    storeConsent(next);
    setState(next);
  }, []);
  const saveRequiredOnly = useCallback(() => save(allConsent('0')), [save]);
  useEffect(() => {
    if (manager !== 'external') return;
    // Loaded only where an external service decides (testing, development): not in production's start bundle.
    let uninstall: (() => void) | undefined;
    let live = true;
    void import('./consent-manager.ts').then(({ installExternalHook }) => {
      if (!live) return;
      uninstall = installExternalHook({
        get: () => stateRef.current,
        save,
        onAttach: () => setExternalAttached(true),
      });
    });
    return () => {
      live = false;
      uninstall?.();
    };
  }, [manager, save]);
  return { state, save, saveRequiredOnly, externalAttached };
}
