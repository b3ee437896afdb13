import type { Language } from '../errors/error-codes.ts';

/** Where the portal keeps an item in the visitor's browser. */
export type StoreKind = 'cookie' | 'localStorage' | 'sessionStorage';

type Texts = Record<Language, string>;

/**
 * One cookie or storage item the portal sets (or reads) in the visitor's browser, as /datenschutz
 * names it. `name` is the exact name; `{Empfehlungsnummer}` stands for the referral's number.
 * `consent` says which consent it needs: none (strictly necessary, TTDSG §25(2) no. 2) or the
 * analytics category.
 */
export interface StoredItem {
  name: string;
  kind: StoreKind;
  consent: 'none' | 'analytics';
  purpose: Texts;
  lifetime: Texts;
}

const days = (n: number): Texts => ({ de: `${n} Tage`, en: `${n} days` });
const TAB: Texts = { de: 'bis der Tab geschlossen wird', en: 'until the tab is closed' };
const UNTIL_SIGN_OUT: Texts = {
  de: 'bis zur Abmeldung oder zum Ablauf der Anmeldung',
  en: 'until you sign out or the sign-in expires',
};

/**
 * Every cookie and storage item of the portal's pages (issue 30 item 9): the code's names
 * (COOKIE_NAMES, the storage keys, Matomo's cookies) with purpose and lifetime. The browser test
 * `e2e/privacy.spec.ts` compares what a recommendation and a confirmation really leave in a browser
 * with this list; a new item must be added here or that test fails.
 */
export const STORED_ITEMS: readonly StoredItem[] = [
  {
    name: 'kwk_consent',
    kind: 'cookie',
    consent: 'none',
    purpose: {
      de: 'Speichert Ihre Auswahl im Cookie-Dialog, damit er nicht bei jedem Besuch erneut erscheint.',
      en: 'Keeps your choice in the cookie dialog so that it does not appear on every visit.',
    },
    lifetime: days(60),
  },
  {
    name: 'kwk_channel',
    kind: 'cookie',
    consent: 'none',
    purpose: {
      de: 'Merkt sich die Aktion oder den Kanal eines Links, über den Sie kamen (z. B. ?channel=), damit Ihre Empfehlung ihm zugeordnet wird.',
      en: 'Remembers the campaign or channel of a link you came by (e.g. ?channel=) so that your recommendation is credited to it.',
    },
    lifetime: days(730),
  },
  {
    name: 'kwk_empfaenger_{Empfehlungsnummer}',
    kind: 'cookie',
    consent: 'none',
    purpose: {
      de: 'Ihr Zugang als empfohlene Person zu genau dieser Empfehlung (Empfängernummer und Zugangsschlüssel), damit Sie Ihre Angaben später fortsetzen können.',
      en: 'Your access as the recommended person to exactly this recommendation (recipient number and access key), so that you can continue later.',
    },
    lifetime: { de: '12 Wochen', en: '12 weeks' },
  },
  {
    name: 'kwk_geraet',
    kind: 'cookie',
    consent: 'none',
    purpose: {
      de: 'Eine zufällige Gerätekennung (HttpOnly), gesetzt erst beim Empfehlen oder Bestätigen; dient allein der Betrugsprüfung (z. B. Selbstempfehlung über einen zweiten Namen) und ist dafür unbedingt erforderlich.',
      en: 'A random device id (HttpOnly), set only when you recommend or confirm; used only for the fraud checks (e.g. recommending oneself under a second name) and strictly necessary for them.',
    },
    lifetime: { de: '2 Jahre', en: '2 years' },
  },
  {
    name: 'kwk_token',
    kind: 'cookie',
    consent: 'none',
    purpose: {
      de: 'Nur gelesen, nie gesetzt: die automatische Anmeldung, wo die Website der Marke Sie angemeldet übergibt.',
      en: "Only read, never set: the automatic sign-in where the brand's website hands you over signed in.",
    },
    lifetime: { de: 'von der Website der Marke bestimmt', en: "set by the brand's website" },
  },
  {
    name: '_pk_id',
    kind: 'cookie',
    consent: 'analytics',
    purpose: {
      de: 'Nur mit Ihrer Einwilligung in „Analyse“ und wo die Marke Matomo nutzt: eine zufällige Besucherkennung, um Besuche zu zählen.',
      en: 'Only with your consent to "Analytics" and where the brand uses Matomo: a random visitor id to count visits.',
    },
    lifetime: { de: '13 Monate', en: '13 months' },
  },
  {
    name: '_pk_ses',
    kind: 'cookie',
    consent: 'analytics',
    purpose: {
      de: 'Nur mit Ihrer Einwilligung in „Analyse“: fasst die Aufrufe eines Besuchs zusammen.',
      en: 'Only with your consent to "Analytics": groups the page views of one visit.',
    },
    lifetime: { de: '30 Minuten', en: '30 minutes' },
  },
  {
    name: '_pk_ref',
    kind: 'cookie',
    consent: 'analytics',
    purpose: {
      de: 'Nur mit Ihrer Einwilligung in „Analyse“: von welcher anderen Website Sie kamen (ohne Parameter).',
      en: 'Only with your consent to "Analytics": which other website you came from (without parameters).',
    },
    lifetime: { de: '6 Monate', en: '6 months' },
  },
  {
    name: 'kwk_session',
    kind: 'localStorage',
    consent: 'none',
    purpose: {
      de: 'Ihre Anmeldung im persönlichen Bereich.',
      en: 'Your sign-in to the personal area.',
    },
    lifetime: UNTIL_SIGN_OUT,
  },
  {
    name: 'kwk_agency_session',
    kind: 'localStorage',
    consent: 'none',
    purpose: { de: 'Die Anmeldung im Agenturbereich.', en: 'The sign-in to the agency area.' },
    lifetime: UNTIL_SIGN_OUT,
  },
  {
    name: 'kwk_lang',
    kind: 'localStorage',
    consent: 'none',
    purpose: {
      de: 'Die Sprache, die Sie gewählt haben (?lang=).',
      en: 'The language you chose (?lang=).',
    },
    lifetime: { de: 'bis Sie eine andere wählen', en: 'until you choose another' },
  },
  {
    name: 'kwk_share_info',
    kind: 'sessionStorage',
    consent: 'none',
    purpose: {
      de: 'Ihre gerade bestätigte Empfehlung für den Schritt „Teilen“.',
      en: 'Your just confirmed recommendation for the "share" step.',
    },
    lifetime: TAB,
  },
  {
    name: 'kwk_empfehlung_{Empfehlungsnummer}',
    kind: 'sessionStorage',
    consent: 'none',
    purpose: {
      de: 'Der Schlüssel des Empfehlungslinks, dem Sie gefolgt sind, bis Ihr Zugang angelegt ist.',
      en: 'The key of the referral link you followed, until your access is created.',
    },
    lifetime: TAB,
  },
  {
    name: 'kwk_reward_token',
    kind: 'sessionStorage',
    consent: 'none',
    purpose: {
      de: 'Der Zugang aus dem Link „Prämie wählen“ Ihrer E-Mail.',
      en: 'The access from the "choose your reward" link of your e-mail.',
    },
    lifetime: TAB,
  },
  {
    name: 'kwk_agency_sso',
    kind: 'sessionStorage',
    consent: 'none',
    purpose: {
      de: 'Eine begonnene Anmeldung einer Agentur über deren Identitätsdienst.',
      en: 'A sign-in of an agency begun at its identity provider.',
    },
    lifetime: TAB,
  },
  {
    name: 'kwk_exit_intent_seen',
    kind: 'sessionStorage',
    consent: 'none',
    purpose: {
      de: 'Dass der Hinweis beim Verlassen der Seite schon gezeigt wurde.',
      en: 'That the hint on leaving the page was already shown.',
    },
    lifetime: TAB,
  },
];

/** A name of the list as a pattern that matches the names it stands for (`{…}` is any value). */
export function storedItemPattern(name: string): RegExp {
  const parts = name.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

/** The list's item a name set in a browser belongs to, if any. */
export const storedItemOf = (kind: StoreKind, name: string): StoredItem | undefined =>
  STORED_ITEMS.find((item) => item.kind === kind && storedItemPattern(item.name).test(name));
