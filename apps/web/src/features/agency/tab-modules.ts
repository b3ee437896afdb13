import type { AgencyUser } from '@kwk/shared/agency/agency.schemas';
import type { ComponentType } from 'react';
import type { AgencyTabId } from './agency-tabs.ts';

/** What every tab gets: the signed-in agency user (token, abilities, agency). */
export interface AgencyTabProps {
  user: AgencyUser;
}
export type AgencyTabModule = { default: ComponentType<AgencyTabProps> };

/** One lazily loaded chunk per tab; the Record type makes a missing tab a type error. */
export const TAB_MODULES: Record<AgencyTabId, () => Promise<AgencyTabModule>> = {
  uebersicht: () => import('./tabs/uebersicht-tab.tsx'),
  einladen: () => import('./tabs/einladen-tab.tsx'),
  einladungen: () => import('./tabs/einladungen-tab.tsx'),
  empfehlungen: () => import('./tabs/empfehlungen-tab.tsx'),
  leads: () => import('./tabs/leads-tab.tsx'),
  auftraege: () => import('./tabs/auftraege-tab.tsx'),
  statistik: () => import('./tabs/statistik-tab.tsx'),
  analyse: () => import('./tabs/analyse-tab.tsx'),
  praemien: () => import('./tabs/praemien-tab.tsx'),
  mitarbeiter: () => import('./tabs/mitarbeiter-tab.tsx'),
  stammdaten: () => import('./tabs/stammdaten-tab.tsx'),
  praemienplan: () => import('./tabs/praemienplan-tab.tsx'),
  rechnungen: () => import('./tabs/rechnungen-tab.tsx'),
};
