import { type AgencyRole, abilitiesOf } from '@kwk/shared/agency/agency-abilities';
import { describe, expect, it } from 'vitest';
import { chooseTab, tabsFor } from './agency-tabs.ts';

const tabsOf = (...roles: AgencyRole[]) => tabsFor(abilitiesOf(roles)).map((tab) => tab.id);

/** The owner's tabs: every tab, in the order of the tab bar. */
const OWNER_TABS = [
  'uebersicht',
  'einladen',
  'einladungen',
  'empfehlungen',
  'leads',
  'auftraege',
  'statistik',
  'analyse',
  'praemien',
  'mitarbeiter',
  'stammdaten',
  'praemienplan',
  'rechnungen',
];
/** The owner's tabs but those a role's abilities do not open. */
const allBut = (...closed: string[]) => OWNER_TABS.filter((tab) => !closed.includes(tab));

describe('tabsFor (spec §2 tabs, §6 abilities)', () => {
  it.each([
    { role: 'AgenturInhaber' as const, tabs: OWNER_TABS },
    { role: 'AgenturInhaber_inaktiv' as const, tabs: allBut('einladen', 'einladungen', 'mitarbeiter') },
    { role: 'AgenturMitarbeiter' as const, tabs: allBut('mitarbeiter', 'rechnungen') },
  ])('$role', ({ role, tabs }) => {
    expect(tabsOf(role)).toEqual(tabs);
  });

  it('opens nothing without roles', () => {
    expect(tabsOf()).toEqual([]);
  });
});

describe('chooseTab', () => {
  const employee = abilitiesOf(['AgenturMitarbeiter']);
  it.each([
    {
      name: '/agentur → the first open tab',
      abilities: employee,
      requested: undefined,
      expected: { kind: 'goTo', tab: 'uebersicht' },
    },
    {
      name: 'an open tab',
      abilities: employee,
      requested: 'auftraege',
      expected: { kind: 'show', tab: 'auftraege' },
    },
    {
      name: 'a tab the abilities do not open',
      abilities: employee,
      requested: 'rechnungen',
      expected: { kind: 'notAuthorised', tab: 'rechnungen' },
    },
    { name: 'no such tab', abilities: employee, requested: 'geheim', expected: { kind: 'unknown' } },
    { name: 'no roles, /agentur', abilities: [], requested: undefined, expected: { kind: 'noTabs' } },
    { name: 'no roles, a tab', abilities: [], requested: 'leads', expected: { kind: 'noTabs' } },
  ])('$name', ({ abilities, requested, expected }) => {
    expect(chooseTab(abilities, requested)).toEqual(expected);
  });
});
