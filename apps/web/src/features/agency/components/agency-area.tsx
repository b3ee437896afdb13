import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { AGENCY_TABS, type AgencyTabId, chooseTab } from '../agency-tabs.ts';
import { logoutAgency } from '../api/agency-session-calls.ts';
import type { StoredAgencyUser } from '../session/agency-session-rules.ts';
import {
  endAgencySession,
  lastSignOutReason,
  readAgencyUser,
  useAgencyUser,
} from '../session/agency-session-store.ts';
import { useAgencySessionKeeper } from '../session/use-agency-session-keeper.ts';
import { type AgencyTabProps, TAB_MODULES } from '../tab-modules.ts';
import { AgencyNav } from './agency-nav.tsx';
import { AgencySignIn } from './agency-sign-in.tsx';
import './agency.css';

/** One lazy component per tab, made once, so returning to a tab does not load or suspend again. */
const TAB_COMPONENTS = Object.fromEntries(
  AGENCY_TABS.map((tab) => [tab.id, lazy(TAB_MODULES[tab.id])]),
) as Record<AgencyTabId, LazyExoticComponent<ComponentType<AgencyTabProps>>>;

/** The area at `/agentur` (tab undefined) or `/agentur/{tab}`: sign-in, or the shell with the tab. */
export function AgencyArea({ tab }: { tab: string | undefined }) {
  const user = useAgencyUser();
  // An expired token is not used even once: the sign-in shows at once, and storage is cleared.
  const expired = user !== null && !(Date.parse(user.ExpiresAt) > Date.now());
  useEffect(() => {
    if (expired) endAgencySession('expired', user?.Token);
  }, [expired, user]);
  if (!user || expired) return <AgencySignIn reason={expired ? 'expired' : lastSignOutReason()} />;
  return <SignedInArea user={user} tab={tab} />;
}

function SignedInArea({ user, tab }: { user: StoredAgencyUser; tab: string | undefined }) {
  const { t } = useTranslation('agency');
  useAgencySessionKeeper();
  const choice = chooseTab(user.Abilities, tab);
  const shown = choice.kind === 'show' || choice.kind === 'notAuthorised' ? choice.tab : null;
  useTabFocus(shown);
  const navigate = useNavigate();
  const goTo = choice.kind === 'goTo' ? `/agentur/${choice.tab}` : null;
  // A navigation in an effect, not <Navigate>: that component would join the start page's script.
  useEffect(() => {
    if (goTo) navigate(goTo, { replace: true });
  }, [goTo, navigate]);
  if (goTo) return null;

  return (
    <div className="agency">
      <div className="agency-bar">
        <p className="agency-bar__who">
          <span>{t('shell.agency', { name: user.Agentur.Name })}</span>
          <span>{t('shell.user', { name: user.Name })}</span>
        </p>
        <LogoutButton />
      </div>
      <AgencyNav abilities={user.Abilities} active={shown} />
      <TabPanel title={shown ? t(`shell.tabs.${shown}`) : null}>
        {choice.kind === 'show' ? (
          <TabContent tab={choice.tab} user={user} />
        ) : choice.kind === 'notAuthorised' ? (
          <p className="agency-notice">{t('shell.notAuthorised')}</p>
        ) : choice.kind === 'noTabs' ? (
          <p className="agency-notice">{t('shell.noTabs')}</p>
        ) : (
          <p className="agency-notice">
            {t('shell.unknownTab')} <AppLink to="/agentur">{t('shell.toFirst')}</AppLink>
          </p>
        )}
      </TabPanel>
    </div>
  );
}

/** The open tab under its <h2>, which takes focus when the user changes tabs. */
function TabPanel({ title, children }: { title: string | null; children: ReactNode }) {
  return (
    <section className="agency-tab" aria-labelledby={title ? 'agency-tab-title' : undefined}>
      {title && (
        <h2 id="agency-tab-title" tabIndex={-1}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

/**
 * On a change of tab, focus moves to the tab's heading, after the route's own focus has gone to the
 * <h1> (use-route-focus.ts), so keyboard and screen-reader users start at the new content. Not on
 * entering the area.
 */
function useTabFocus(tab: string | null): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is for a change of `tab`, which it does not read
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => document.getElementById('agency-tab-title')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [tab]);
}

function TabContent({ tab, user }: { tab: AgencyTabId; user: StoredAgencyUser }) {
  const { t } = useTranslation('agency');
  const Tab = TAB_COMPONENTS[tab];
  return (
    <Suspense fallback={<p role="status">{t('shell.loading')}</p>}>
      <Tab user={user} />
    </Suspense>
  );
}

function LogoutButton() {
  const { t } = useTranslation('agency');
  const [busy, setBusy] = useState(false);
  async function logout() {
    const token = readAgencyUser()?.Token;
    setBusy(true);
    if (token) await logoutAgency(token).catch(() => undefined);
    endAgencySession('loggedOut');
  }
  return (
    <button type="button" className="button" disabled={busy} onClick={logout}>
      {t('shell.logout')}
    </button>
  );
}
