import { type RouteName, routeByName } from './route-table.ts';

/**
 * The names `GET /route/default` answers with (spec §7), each bound to the screen it opens.
 * The API's names are English; the SPA's are the German route names of spec §2.
 */
export const DEFAULT_ROUTE_NAMES = {
  Homepage: 'Home',
  Registration: 'RegistrierungAbschliessen',
  Recommendation: 'Empfehlen',
  Login: 'Login',
  RecipientTOSConsent: 'AGBDatenschutzZustimmung',
  BankDetails: 'EmpfaengerBankdaten',
  SetPassword: 'PasswortZuruecksetzen',
  Dashboard: 'PersoenlicherBereich',
  Settings: 'MeineDaten',
  Reward: 'PraemieWaehlen',
  Click: 'EmpfehlungLookup',
  RecipientData: 'EmpfaengerDaten',
  Thanks: 'Danke',
  Logout: 'Logout',
  Code: 'Empfehlungscode',
  ForgotPassword: 'PasswortVergessen',
  ChangePassword: 'PasswortAendern',
  AgentRecommendations: 'EmpfehlenAgent',
  Confirmation: 'EmpfehlungBestaetigung',
  RecipientConfirmation: 'EmpfaengerBestaetigung',
  ExpiredRecommendation: 'EmpfehlungAbgelaufen',
  RewardDetails: 'PraemieDaten',
  RecipientConsent: 'AGBDatenschutzZustimmung',
  BankDetailsRecipient: 'EmpfaengerBankdaten',
  BankDetailsRecommender: 'EmpfehlerBankdaten',
  Imprint: 'Impressum',
  Privacy: 'Datenschutz',
  TOS: 'Agb',
  Faq: 'Faq',
  Contact: 'Kontakt',
  NewsletterRecommenderOptOut: 'NewsletterOptout',
  NewsletterRecommenderOptIn: 'NewsletterOptin',
  RecommendEmployee: 'MitarbeiterEmpfehlen',
  RewardOverview: 'AktuellePraemienuebersicht',
  RewardThanks: 'PraemieDanke',
  CustomerNumber: 'KundenNummer',
  FileNotFound: 'FileNotFound',
  Admin: 'AdminLogin',
} as const satisfies Record<string, RouteName>;

export type DefaultRouteName = keyof typeof DEFAULT_ROUTE_NAMES;

/** Route patterns are written with `{param}` placeholders, as spec §7 writes paths. */
export function defaultRouteList(): { Name: DefaultRouteName; Route: RouteName; Path: string }[] {
  return (Object.keys(DEFAULT_ROUTE_NAMES) as DefaultRouteName[]).map((name) => {
    const route = DEFAULT_ROUTE_NAMES[name];
    return { Name: name, Route: route, Path: routeByName(route).path.replace(/:(\w+)/g, '{$1}') };
  });
}
