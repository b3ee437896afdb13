import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router';
import { useSessionKeeper } from '../../features/accounts/use-session-keeper.ts';
import { CookieSettingsDialog } from '../../features/consent/components/cookie-settings-dialog.tsx';
import { useConsent } from '../../features/consent/use-consent.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { setAnalyticsTarget } from '../../lib/analytics/analytics-target.ts';
import { isFramed } from '../../lib/is-framed.ts';
import { useMandant } from '../../lib/use-mandant.ts';
import { shouldShowConsent } from '../navigation/consent-visibility.ts';
import type { RouteHandle } from '../router.tsx';
import { PageNotice } from './page-notice.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useRouteFocus } from './use-route-focus.ts';

/** Only inside a host page's frame (frame-parts.tsx). */
const FrameParts = lazy(() => import('./frame-parts.tsx'));

export function RootLayout() {
  const { t } = useTranslation();
  const mandant = useMandant();
  const navigation = useNavigation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const consent = useConsent(mandant.Brand.ConsentManager[mandant.Environment]);
  useEffect(() => setAnalyticsTarget(mandant.Brand.Tracking[mandant.Environment]), [mandant]);
  const [openedExplicitly, setOpenedExplicitly] = useState(false);
  useRouteFocus();
  useSessionKeeper();

  const dialogOpen = shouldShowConsent({
    suppressConsent: handle?.route.suppressConsent === true,
    // An attached external consent service asks with its own banner (spec §9).
    decided: consent.state !== null || consent.externalAttached,
    openedExplicitly,
  });
  const closeDialog = useCallback(() => setOpenedExplicitly(false), []);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipLink')}
      </a>
      {isFramed() && (
        <Suspense fallback={null}>
          <FrameParts mandant={mandant} />
        </Suspense>
      )}
      <SiteHeader brand={mandant.Brand} autologin={mandant.Rules.IsAutologin} />
      <main id="main" tabIndex={-1} className="main" aria-busy={navigation.state === 'loading'}>
        <PageNotice />
        <Outlet />
      </main>
      <SiteFooter mandant={mandant} onOpenCookieSettings={() => setOpenedExplicitly(true)} />
      <CookieSettingsDialog
        open={dialogOpen}
        initial={consent.state}
        onSave={(state) => {
          consent.save(state);
          closeDialog();
        }}
        onDismiss={() => {
          // Escape before any choice counts as "required only", so the dialog does not return on every page.
          if (consent.state === null) consent.saveRequiredOnly();
          closeDialog();
        }}
      />
    </>
  );
}
