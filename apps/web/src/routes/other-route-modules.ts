import type { RouteName } from '@kwk/shared/routes/route-table';
import type { LoaderFunctionArgs } from 'react-router';
import { catchAllLoader } from '../app/catch-all-loader.ts';
import { withinChunkTimeout } from '../app/chunk-timeout.ts';
import type { RouteModule } from '../app/router.tsx';

/** The agency area's three routes share one small chunk (and one import site in this table). */
const agencyRoutes = () => import('./agentur.tsx');

/**
 * One lazily loaded screen per route of spec §2 but the start page's (route-modules.ts). Written out
 * as literal import() calls so the bundler makes a chunk per screen; the Record type makes a
 * missing screen a type error.
 */
export const OTHER_ROUTE_MODULES: Record<Exclude<RouteName, 'Home'>, () => Promise<RouteModule>> = {
  Danke: () => import('./danke.tsx'),
  DankeStepsOfflineEmpfehlung: () => import('./danke-steps-offline-empfehlung.tsx'),
  AktuellePraemienuebersicht: () => import('./aktuelle-praemienuebersicht.tsx'),
  PersoenlicherBereich: () => import('./persoenlicher-bereich.tsx'),
  MeineDaten: () => import('./meine-daten.tsx'),
  Login: () => import('./login.tsx'),
  AdminLogin: () => import('./admin-login.tsx'),
  Logout: () => import('./logout.tsx'),
  Empfehlungscode: () => import('./empfehlungscode.tsx'),
  PasswortVergessen: () => import('./passwort-vergessen.tsx'),
  PasswortAendern: () => import('./passwort-aendern.tsx'),
  PasswortZuruecksetzen: () => import('./passwort-zuruecksetzen.tsx'),
  RegistrierungAbschliessen: () => import('./registrierung-abschliessen.tsx'),
  Empfehlen: () => import('./empfehlen.tsx'),
  EmpfehlenAgent: () => import('./empfehlen-agent.tsx'),
  EmpfehlungBestaetigung: () => import('./empfehlung-bestaetigung.tsx'),
  EmpfehlungTeilen: () => import('./empfehlung-teilen.tsx'),
  EmpfaengerBestaetigung: () => import('./empfaenger-bestaetigung.tsx'),
  EmpfehlungAbgelaufen: () => import('./empfehlung-abgelaufen.tsx'),
  EmpfaengerDaten: () => import('./empfaenger-daten.tsx'),
  EmpfehlungLookup: () => import('./empfehlung-lookup.tsx'),
  PraemieWaehlen: () => import('./praemie-waehlen.tsx'),
  PraemieDaten: () => import('./praemie-daten.tsx'),
  PraemieDanke: () => import('./praemie-danke.tsx'),
  KulanzDanke: () => import('./kulanz-danke.tsx'),
  KundenNummer: () => import('./kunden-nummer.tsx'),
  AGBDatenschutzZustimmung: () => import('./agb-datenschutz-zustimmung.tsx'),
  EmpfaengerBankdaten: () => import('./empfaenger-bankdaten.tsx'),
  EmpfehlerBankdaten: () => import('./empfehler-bankdaten.tsx'),
  Impressum: () => import('./impressum.tsx'),
  Datenschutz: () => import('./datenschutz.tsx'),
  Agb: () => import('./agb.tsx'),
  Faq: () => import('./faq.tsx'),
  Kontakt: () => import('./kontakt.tsx'),
  NewsletterOptout: () => import('./newsletter-optout.tsx'),
  NewsletterOptin: () => import('./newsletter-optin.tsx'),
  MitarbeiterEmpfehlen: () => import('./mitarbeiter-empfehlen.tsx'),
  FileNotFound: () => import('./file-not-found.tsx'),
  Agentur: agencyRoutes,
  AgenturAnmelden: agencyRoutes,
  AgenturTab: agencyRoutes,
  Barrierefreiheitserklaerung: () => import('./barrierefreiheitserklaerung.tsx'),
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
  screen: withinChunkTimeout(() => import('./category-page.tsx')),
};
