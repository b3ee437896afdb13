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
