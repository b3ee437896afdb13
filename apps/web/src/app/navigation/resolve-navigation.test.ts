import { type RouteName, routeByName } from '@kwk/shared/routes/route-table';
import { describe, expect, it } from 'vitest';
import { type NavigationDecision, resolveNavigation } from './resolve-navigation.ts';

const category = { name: 'Kategorie', access: 'public' as const };
const R = (name: RouteName) => routeByName(name);

interface Row {
  name: string;
  route: Parameters<typeof resolveNavigation>[0]['route'];
  path?: string;
  loggedIn?: boolean;
  adv?: boolean;
  force?: boolean;
  auto?: boolean;
  expected: NavigationDecision;
}

const allow: NavigationDecision = { type: 'allow' };
const to = (path: string): NavigationDecision => ({ type: 'redirect', to: path });

const rows: Row[] = [
  { name: 'public page, logged out', route: R('Faq'), expected: allow },
  { name: 'home, logged out', route: R('Home'), expected: allow },
  // (e) imprint and advisor module
  { name: 'imprint without ModuleAdv', route: R('Impressum'), expected: allow },
  { name: 'imprint with ModuleAdv → /', route: R('Impressum'), adv: true, expected: to('/') },
  { name: 'privacy with ModuleAdv stays', route: R('Datenschutz'), adv: true, expected: allow },
  // (h) login required
  {
    name: 'login page while logged out → login with redirect',
    route: R('PersoenlicherBereich'),
    path: '/persoenlicherbereich?x=1',
    expected: to('/login?redirect=%2Fpersoenlicherbereich%3Fx%3D1'),
  },
  { name: 'login page while logged in', route: R('PersoenlicherBereich'), loggedIn: true, expected: allow },
  { name: 'meine daten logged in', route: R('MeineDaten'), loggedIn: true, expected: allow },
  { name: 'logout while logged out → /login', route: R('Logout'), expected: to('/login') },
  { name: 'logout while logged in', route: R('Logout'), loggedIn: true, expected: allow },
  // (g) force login
  {
    name: 'force login, logged out, non-exempt',
    route: R('Home'),
    path: '/',
    force: true,
    expected: to('/login?redirect=%2F'),
  },
  {
    name: 'force login, category page',
    route: category,
    path: '/internet',
    force: true,
    expected: to('/login?redirect=%2Finternet'),
  },
  { name: 'force login, logged in', route: R('Home'), force: true, loggedIn: true, expected: allow },
  ...(
    [
      'FileNotFound',
      'Agb',
      'EmpfaengerBankdaten',
      'Empfehlungscode',
      'Datenschutz',
      'EmpfaengerDaten',
      'Faq',
      'Impressum',
      'Kontakt',
      'Login',
      'Logout',
      'PasswortZuruecksetzen',
      'PasswortVergessen',
      'PraemieWaehlen',
      'PraemieDaten',
      'RegistrierungAbschliessen',
      'Barrierefreiheitserklaerung',
    ] as const
  )
    .filter((n) => n !== 'Logout')
    .map((n): Row => ({ name: `force login exempt: ${n}`, route: R(n), force: true, expected: allow })),
  // (i) autologin
  {
    name: 'autologin, disabled page → /',
    route: R('MeineDaten'),
    auto: true,
    loggedIn: true,
    expected: to('/'),
  },
  {
    name: 'autologin, login page, logged out → /',
    route: R('PersoenlicherBereich'),
    auto: true,
    expected: to('/'),
  },
  {
    name: 'autologin, login page, logged in',
    route: R('PersoenlicherBereich'),
    auto: true,
    loggedIn: true,
    expected: allow,
  },
  { name: 'autologin, public page', route: R('Faq'), auto: true, expected: allow },
  {
    name: 'autologin beats imprint? no: imprint rule first',
    route: R('Impressum'),
    adv: true,
    auto: true,
    expected: to('/'),
  },
];

describe('resolveNavigation', () => {
  it.each(rows)(
    '$name',
    ({ route, path = '/x', loggedIn = false, adv = false, force = false, auto = false, expected }) => {
      expect(
        resolveNavigation({
          route,
          pathWithSearch: path,
          loggedIn,
          modules: { ModuleAdv: adv },
          rules: { ForceLogin: force, IsAutologin: auto },
        }),
      ).toEqual(expected);
    },
  );
});
