import type { RouteName } from '@kwk/shared/routes/route-table';
import type { LoaderFunctionArgs } from 'react-router';
import { catchAllLoader } from './catch-all-loader.ts';
import { withinChunkTimeout } from './chunk-timeout.ts';
import type { RouteModule } from './route-modules.ts';

/** The agency area's three routes share one small chunk (and one import site in this table). */
const agencyRoutes = () => import('../routes/agentur.tsx');

/**
 * One lazily loaded screen per route of spec §2 but the start page's (route-modules.ts). Written out
 * as literal import() calls so the bundler makes a chunk per screen; the Record type makes a
 * missing screen a type error.
 */
export const OTHER_ROUTE_MODULES: Record<Exclude<RouteName, 'Home'>, () => Promise<RouteModule>> = {
  Danke: () => import('../routes/danke.tsx'),
  DankeStepsOfflineEmpfehlung: () => import('../routes/danke-steps-offline-empfehlung.tsx'),
  AktuellePraemienuebersicht: () => import('../routes/aktuelle-praemienuebersicht.tsx'),
  PersoenlicherBereich: () => import('../routes/persoenlicher-bereich.tsx'),
  MeineDaten: () => import('../routes/meine-daten.tsx'),
  Login: () => import('../routes/login.tsx'),
  AdminLogin: () => import('../routes/admin-login.tsx'),
  Logout: () => import('../routes/logout.tsx'),
  Empfehlungscode: () => import('../routes/empfehlungscode.tsx'),
  PasswortVergessen: () => import('../routes/passwort-vergessen.tsx'),
  PasswortAendern: () => import('../routes/passwort-aendern.tsx'),
  PasswortZuruecksetzen: () => import('../routes/passwort-zuruecksetzen.tsx'),
  RegistrierungAbschliessen: () => import('../routes/registrierung-abschliessen.tsx'),
  Empfehlen: () => import('../routes/empfehlen.tsx'),
  EmpfehlenAgent: () => import('../routes/empfehlen-agent.tsx'),
  EmpfehlungBestaetigung: () => import('../routes/empfehlung-bestaetigung.tsx'),
  EmpfehlungTeilen: () => import('../routes/empfehlung-teilen.tsx'),
  EmpfaengerBestaetigung: () => import('../routes/empfaenger-bestaetigung.tsx'),
  EmpfehlungAbgelaufen: () => import('../routes/empfehlung-abgelaufen.tsx'),
  EmpfaengerDaten: () => import('../routes/empfaenger-daten.tsx'),
  EmpfehlungLookup: () => import('../routes/empfehlung-lookup.tsx'),
  PraemieWaehlen: () => import('../routes/praemie-waehlen.tsx'),
  PraemieDaten: () => import('../routes/praemie-daten.tsx'),
  PraemieDanke: () => import('../routes/praemie-danke.tsx'),
  KulanzDanke: () => import('../routes/kulanz-danke.tsx'),
  KundenNummer: () => import('../routes/kunden-nummer.tsx'),
  AGBDatenschutzZustimmung: () => import('../routes/agb-datenschutz-zustimmung.tsx'),
  EmpfaengerBankdaten: () => import('../routes/empfaenger-bankdaten.tsx'),
  EmpfehlerBankdaten: () => import('../routes/empfehler-bankdaten.tsx'),
  Impressum: () => import('../routes/impressum.tsx'),
  Datenschutz: () => import('../routes/datenschutz.tsx'),
  Agb: () => import('../routes/agb.tsx'),
  Faq: () => import('../routes/faq.tsx'),
  Kontakt: () => import('../routes/kontakt.tsx'),
  NewsletterOptout: () => import('../routes/newsletter-optout.tsx'),
  NewsletterOptin: () => import('../routes/newsletter-optin.tsx'),
  MitarbeiterEmpfehlen: () => import('../routes/mitarbeiter-empfehlen.tsx'),
  FileNotFound: () => import('../routes/file-not-found.tsx'),
  Agentur: agencyRoutes,
  AgenturAnmelden: agencyRoutes,
  AgenturTab: agencyRoutes,
  Barrierefreiheitserklaerung: () => import('../routes/barrierefreiheitserklaerung.tsx'),
};

/** A screen of the table, failing as a ChunkLoadError when its chunk takes longer than spec §9 allows. */
export const loadOtherRoute = (name: Exclude<RouteName, 'Home'>): Promise<RouteModule> =>
  withinChunkTimeout(OTHER_ROUTE_MODULES[name])();

/**
 * Every path the route table does not name (router.tsx): its loader (a redirect, a category page,
 * or /404) and the category page's screen, with the same timeout. Here rather than in the start
 * page's script, which then carries neither import nor the page's file list (issue 32).
 */
export const unknownPath = {
  loader: (args: LoaderFunctionArgs) => catchAllLoader(args),
  screen: withinChunkTimeout(() => import('../routes/category-page.tsx')),
};
