import { getHref } from '@kwk/shared/routes/route-table';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { loadAgencyTexts } from '../features/agency/i18n/load-agency-texts.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useMandant } from '../lib/use-mandant.ts';

// The area and its texts load together, in parallel, the first time an agency route opens.
const AgencyScreen = lazy(async () => {
  const [screen] = await Promise.all([
    import('../features/agency/components/agency-screen.tsx'),
    loadAgencyTexts(currentLanguage()),
  ]);
  return screen;
});

/**
 * /agentur, /agentur/{tab} and /agentur/anmelden (issue 13): the agency area with its own sign-in,
 * and the identity provider's return to it. Only where the tenant has the area
 * (ModuleAgenturbereich); elsewhere the 404 page.
 */
export function Component() {
  const { Modules } = useMandant();
  const { tabId } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const off = !Modules.ModuleAgenturbereich;
  // A navigation in an effect, not <Navigate>: that component would join the start page's script.
  useEffect(() => {
    if (off) navigate(getHref('FileNotFound'), { replace: true });
  }, [off, navigate]);
  if (off) return null;
  const callback = pathname.replace(/\/+$/, '') === getHref('AgenturAnmelden');
  return (
    <SkeletonPage name={callback ? 'AgenturAnmelden' : tabId === undefined ? 'Agentur' : 'AgenturTab'}>
      <Suspense fallback={null}>
        <AgencyScreen callback={callback} tab={tabId} />
      </Suspense>
    </SkeletonPage>
  );
}
