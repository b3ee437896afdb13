/**
 * A consent category of the tenant's registry (spec §3): its identifier is what the consent cookie
 * stores; title and descriptions are in the request's language. Plain TypeScript without zod: the
 * browser's start bundle imports these rules.
 */
export interface ConsentCategory {
  Identifier: string;
  Title: string;
  ShortDescription: string;
  LongDescription: string;
  Required: boolean;
  Position: number;
}

/**
 * A registry identifier: what the consent cookie carries (`required:1|analytical:0`), so never its
 * separators `|` or `:`; lower-case letters, digits, `-` and `_`, at most 40 characters.
 */
export const CONSENT_IDENTIFIER = /^[a-z][a-z0-9_-]{0,39}$/;

/** The identifier of the category that is always on; the cookie never stores it as a choice. */
export const REQUIRED_CATEGORY = 'required';

/** The category that turns the analytics on (spec §7): nothing is tracked before it is given. */
export const ANALYTICS_CATEGORY = 'analytical';

/** spec §8: asking for a consent the registry does not hold is an error that says to register it. */
export class UnregisteredConsentError extends Error {
  constructor(readonly identifier: string) {
    super(`Consent category "${identifier}" is not registered: register it in the consent registry first.`);
  }
}

/** The category of the registry with this identifier, or the §8 error. */
export function registeredCategory(
  registry: readonly ConsentCategory[],
  identifier: string,
): ConsentCategory {
  const found = registry.find((c) => c.Identifier === identifier);
  if (!found) throw new UnregisteredConsentError(identifier);
  return found;
}

type Texts = Pick<ConsentCategory, 'Title' | 'ShortDescription' | 'LongDescription'>;
interface DefaultCategory {
  Identifier: string;
  Required: boolean;
  Position: number;
  de: Texts;
  en: Texts;
}

/**
 * The four categories of spec §2 every tenant starts with (seeded into its registry; a tenant
 * without rows, say one made in the console, is served these until an operator registers its own).
 */
export const DEFAULT_CONSENT_CATEGORIES: readonly DefaultCategory[] = [
  {
    Identifier: 'required',
    Required: true,
    Position: 1,
    de: {
      Title: 'Notwendig',
      ShortDescription: 'Für den Betrieb der Seite erforderlich, z. B. Ihre Sprach- und Cookie-Auswahl.',
      LongDescription:
        'Diese Cookies braucht das Portal, damit Anmeldung, Empfehlungen und Ihre Cookie-Auswahl funktionieren. Sie lassen sich nicht abwählen.',
    },
    en: {
      Title: 'Required',
      ShortDescription: 'Needed to run the site, e.g. your language and cookie choice.',
      LongDescription:
        'The portal needs these cookies for signing in, recommending and remembering your cookie choice. They cannot be turned off.',
    },
  },
  {
    Identifier: 'functional',
    Required: false,
    Position: 2,
    de: {
      Title: 'Funktional',
      ShortDescription: 'Merkt sich Einstellungen wie den Empfehlungskanal für mehr Komfort.',
      LongDescription: 'Funktionale Cookies merken sich Einstellungen wie die zuletzt gewählte Sprache.',
    },
    en: {
      Title: 'Functional',
      ShortDescription: 'Remembers settings such as the referral channel for convenience.',
      LongDescription: 'Functional cookies remember settings such as the language you chose last.',
    },
  },
  {
    Identifier: 'analytical',
    Required: false,
    Position: 3,
    de: {
      Title: 'Analyse',
      ShortDescription: 'Hilft uns zu verstehen, wie das Empfehlungsprogramm genutzt wird.',
      LongDescription:
        'Mit Ihrer Zustimmung zählen wir, wie oft geteilt, eine Prämie abgeholt oder eine FAQ geöffnet wird (Cookies _pk_id 13 Monate, _pk_ref 6 Monate, _pk_ses 30 Minuten). Ohne Zustimmung wird nichts gesendet.',
    },
    en: {
      Title: 'Analytics',
      ShortDescription: 'Helps us understand how the referral programme is used.',
      LongDescription:
        'With your consent we count how often links are shared, rewards picked up or FAQs opened (cookies _pk_id 13 months, _pk_ref 6 months, _pk_ses 30 minutes). Without it nothing is sent.',
    },
  },
  {
    Identifier: 'marketing',
    Required: false,
    Position: 4,
    de: {
      Title: 'Marketing',
      ShortDescription: 'Ermöglicht passende Angebote auf anderen Seiten.',
      LongDescription: 'Marketing-Cookies messen, über welche Kampagne Sie zu uns gekommen sind.',
    },
    en: {
      Title: 'Marketing',
      ShortDescription: 'Enables matching offers on other sites.',
      LongDescription: 'Marketing cookies measure which campaign brought you here.',
    },
  },
];

/** The default registry in one language, in position order. */
export function defaultRegistry(language: 'de' | 'en'): ConsentCategory[] {
  return DEFAULT_CONSENT_CATEGORIES.map((c) => ({
    Identifier: c.Identifier,
    Required: c.Required,
    Position: c.Position,
    ...c[language],
  }));
}
