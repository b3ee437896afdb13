import type { AgencyAbility } from '@kwk/shared/agency/agency-abilities';

/**
 * The agency area's tabs (spec §2 "Agency area tabs", §6 abilities): each opens for one ability,
 * and the area shows only the tabs the signed-in user's abilities open. The server checks the
 * same ability on every call behind a tab.
 */
export const AGENCY_TABS = [
  { id: 'uebersicht', ability: 'StatistikReport' },
  { id: 'einladen', ability: 'Einladungstool' },
  { id: 'einladungen', ability: 'Einladungstool' },
  { id: 'empfehlungen', ability: 'EmpfehlerReport' },
  { id: 'leads', ability: 'AuftragsReport' },
  { id: 'auftraege', ability: 'AuftragsReport' },
  { id: 'statistik', ability: 'StatistikReport' },
  { id: 'analyse', ability: 'StatistikReport' },
  { id: 'praemien', ability: 'Praemien' },
  { id: 'mitarbeiter', ability: 'Mitarbeiter' },
  { id: 'stammdaten', ability: 'Stammdaten' },
  { id: 'praemienplan', ability: 'Praemienplan' },
  { id: 'rechnungen', ability: 'Rechnungen' },
] as const satisfies readonly { id: string; ability: AgencyAbility }[];

export type AgencyTabId = (typeof AGENCY_TABS)[number]['id'];

export function tabsFor(abilities: readonly AgencyAbility[]) {
  return AGENCY_TABS.filter((tab) => abilities.includes(tab.ability));
}

/** What the area shows for a requested tab (none: `/agentur`), given the user's abilities. */
export type TabChoice =
  /** The tab is open to the user. */
  | { kind: 'show'; tab: AgencyTabId }
  /** `/agentur`: go on to the first tab the user may use. */
  | { kind: 'goTo'; tab: AgencyTabId }
  /** A tab of the area the user's abilities do not open (the server would answer 403 anyway). */
  | { kind: 'notAuthorised'; tab: AgencyTabId }
  /** The user's roles open no tab at all. */
  | { kind: 'noTabs' }
  /** No such tab. */
  | { kind: 'unknown' };

export function isAgencyTabId(value: string): value is AgencyTabId {
  return AGENCY_TABS.some((tab) => tab.id === value);
}

export function chooseTab(abilities: readonly AgencyAbility[], requested: string | undefined): TabChoice {
  const open = tabsFor(abilities);
  if (requested === undefined) {
    const first = open[0];
    return first ? { kind: 'goTo', tab: first.id } : { kind: 'noTabs' };
  }
  if (!isAgencyTabId(requested)) return { kind: 'unknown' };
  if (open.some((tab) => tab.id === requested)) return { kind: 'show', tab: requested };
  return open.length === 0 ? { kind: 'noTabs' } : { kind: 'notAuthorised', tab: requested };
}
