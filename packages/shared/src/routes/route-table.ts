/**
 * The screens of spec §2, by route name. The SPA builds its router from this table and the
 * tenant API's `GET /route/default` answers from it, so names and paths are kept in one place.
 */
export type RouteAccess = 'public' | 'login';

export interface RouteDef {
  readonly name: string;
  readonly path: string;
  /** Pages needing login send a logged-out user to Login with a redirect parameter (spec §2). */
  readonly access: RouteAccess;
  /** Exempt from the tenant's force-login rule (spec §2 "Navigation rules"). */
  readonly forceLoginExempt?: boolean;
  /** Not offered while the tenant runs in autologin mode (spec §2: Meine Daten). */
  readonly disabledUnderAutologin?: boolean;
  /** The cookie-consent dialog stays closed here (privacy and imprint). */
  readonly suppressConsent?: boolean;
  /** A page only of tenants with this module on; elsewhere its path is the 404 page (status 404). */
  readonly module?: 'ModuleAgenturbereich';
}

export const ROUTES = [
  { name: 'Home', path: '/', access: 'public' },
  { name: 'Danke', path: '/danke', access: 'public' },
  { name: 'DankeStepsOfflineEmpfehlung', path: '/danke/offline', access: 'public' },
  { name: 'AktuellePraemienuebersicht', path: '/aktuellepraemienuebersicht', access: 'public' },
  { name: 'PersoenlicherBereich', path: '/persoenlicherbereich', access: 'login' },
  { name: 'MeineDaten', path: '/meinedaten', access: 'login', disabledUnderAutologin: true },
  { name: 'Login', path: '/login', access: 'public', forceLoginExempt: true },
  { name: 'AdminLogin', path: '/login/:adminLoginToken', access: 'public', forceLoginExempt: true },
  { name: 'Logout', path: '/logout', access: 'login', forceLoginExempt: true },
  { name: 'Empfehlungscode', path: '/code', access: 'public', forceLoginExempt: true },
  { name: 'PasswortVergessen', path: '/passwortvergessen', access: 'public', forceLoginExempt: true },
  { name: 'PasswortAendern', path: '/passwortaendern', access: 'login' },
  { name: 'PasswortZuruecksetzen', path: '/passwortsetzen', access: 'public', forceLoginExempt: true },
  { name: 'RegistrierungAbschliessen', path: '/registrieren', access: 'public', forceLoginExempt: true },
  { name: 'Empfehlen', path: '/empfehlen/:produktId', access: 'public' },
  { name: 'EmpfehlenAgent', path: '/agent/empfehlen/:produktId', access: 'public' },
  { name: 'EmpfehlungBestaetigung', path: '/bestaetigung', access: 'public' },
  { name: 'EmpfehlungTeilen', path: '/teilen', access: 'public' },
  { name: 'EmpfaengerBestaetigung', path: '/empfaengerbestaetigung', access: 'public' },
  { name: 'EmpfehlungAbgelaufen', path: '/empfehlungabgelaufen', access: 'public' },
  {
    name: 'EmpfaengerDaten',
    path: '/empfaengerdaten/:empfehlungsnummer',
    access: 'public',
    forceLoginExempt: true,
  },
  { name: 'EmpfehlungLookup', path: '/empfehlung/:empfehlungsnummer', access: 'public' },
  { name: 'PraemieWaehlen', path: '/praemie', access: 'public', forceLoginExempt: true },
  { name: 'PraemieDaten', path: '/praemie/:praemieid', access: 'public', forceLoginExempt: true },
  { name: 'PraemieDanke', path: '/praemiedanke', access: 'public' },
  { name: 'KulanzDanke', path: '/kulanzdanke', access: 'public' },
  { name: 'KundenNummer', path: '/kundennummer', access: 'login' },
  { name: 'AGBDatenschutzZustimmung', path: '/empfaenger/zustimmung', access: 'public' },
  { name: 'EmpfaengerBankdaten', path: '/bankdaten', access: 'public', forceLoginExempt: true },
  { name: 'EmpfehlerBankdaten', path: '/empfehler/bankdaten', access: 'login' },
  {
    name: 'Impressum',
    path: '/impressum',
    access: 'public',
    forceLoginExempt: true,
    suppressConsent: true,
  },
  {
    name: 'Datenschutz',
    path: '/datenschutz',
    access: 'public',
    forceLoginExempt: true,
    suppressConsent: true,
  },
  { name: 'Agb', path: '/agb', access: 'public', forceLoginExempt: true },
  { name: 'Faq', path: '/faq', access: 'public', forceLoginExempt: true },
  { name: 'Kontakt', path: '/kontakt', access: 'public', forceLoginExempt: true },
  { name: 'NewsletterOptout', path: '/empfehler/newsletter/optout', access: 'public' },
  { name: 'NewsletterOptin', path: '/empfehler/newsletter/optin', access: 'public' },
  { name: 'MitarbeiterEmpfehlen', path: '/mitarbeiterempfehlen', access: 'public' },
  { name: 'FileNotFound', path: '/404', access: 'public', forceLoginExempt: true },
  // The agency area (issue 13), only where the tenant has ModuleAgenturbereich (else the 404 page):
  // its own sign-in, so no referrer login is forced on it; each tab a deep link.
  {
    name: 'Agentur',
    path: '/agentur',
    access: 'public',
    forceLoginExempt: true,
    module: 'ModuleAgenturbereich',
  },
  {
    name: 'AgenturAnmelden',
    path: '/agentur/anmelden',
    access: 'public',
    forceLoginExempt: true,
    module: 'ModuleAgenturbereich',
  },
  {
    name: 'AgenturTab',
    path: '/agentur/:tabId',
    access: 'public',
    forceLoginExempt: true,
    module: 'ModuleAgenturbereich',
  },
  {
    name: 'Barrierefreiheitserklaerung',
    path: '/barrierefreiheitserklaerung',
    access: 'public',
    forceLoginExempt: true,
  },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];

/** Paths that only redirect (spec §2: exklusiv, exclusiv). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/exklusiv': '/code',
  '/exclusiv': '/code',
};

const byName = new Map<string, RouteDef>(ROUTES.map((r) => [r.name, r]));

export function routeByName(name: RouteName): RouteDef {
  return byName.get(name)!;
}

/** Fills `:param` segments; used for links so no path is spelled twice. */
export function getHref(name: RouteName, params: Record<string, string | number> = {}): string {
  return routeByName(name).path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing route parameter ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
}
