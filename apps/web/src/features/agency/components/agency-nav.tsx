import type { AgencyAbility } from '@kwk/shared/agency/agency-abilities';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { type AgencyTabId, tabsFor } from '../agency-tabs.ts';

/** Only the tabs the user's abilities open, as links (each tab is a deep link); the open one is marked. */
export function AgencyNav({
  abilities,
  active,
}: {
  abilities: readonly AgencyAbility[];
  active: AgencyTabId | null;
}) {
  const { t } = useTranslation('agency');
  return (
    <nav className="agency-nav" aria-label={t('shell.nav')}>
      <ul>
        {tabsFor(abilities).map((tab) => (
          <li key={tab.id}>
            <AppLink to={`/agentur/${tab.id}`} aria-current={tab.id === active ? 'page' : undefined}>
              {t(`shell.tabs.${tab.id}`)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
