import type { Language } from '@kwk/shared/errors/error-codes';

export type Anrede = 'Sie' | 'du';

/**
 * The words the HTML part adds around a mail's text (issue 30): the button's label per mail kind
 * and the footer. Each is a tenant text (`mail.*`, editable per language in the console, like every
 * other tenant text); these are the portal's own texts a tenant has not replaced, in the tenant's
 * form of address. `{brand}` and `{support}` are filled in.
 */
type ChromeTexts = Record<string, string>;

const GERMAN_BUTTONS: ChromeTexts = {
  'mail.button.default': 'Zum Empfehlungsprogramm',
  'mail.button.referral.optin': 'Empfehlung bestätigen',
  'mail.button.referral.recipient': 'Zum Angebot',
  'mail.button.lifecycle.reward.ready': 'Prämie auswählen',
  'mail.button.lifecycle.recipient.reward.pickup': 'Prämienanteil auswählen',
  'mail.button.lifecycle.reward.expiring': 'Prämie auswählen',
  'mail.button.lifecycle.referral.cancelled': 'Zum persönlichen Bereich',
  'mail.button.lifecycle.referral.expired': 'Neue Empfehlung aussprechen',
  'mail.button.lifecycle.referral.unconfirmed': 'Link erneut teilen',
  'mail.button.lifecycle.reward.choice': 'Prämie auswählen',
  'mail.button.account.access': 'Anmelden',
  'mail.button.account.reset': 'Neues Passwort festlegen',
  'mail.button.lifecycle.reward.expired': 'Zum persönlichen Bereich',
  'mail.button.reward.returned': 'Bankdaten angeben',
  'mail.button.goodwill.decided': 'Entscheidung ansehen',
  'mail.button.agency.invitation': 'Einladung annehmen',
  'mail.button.operator.enrolment': 'Zugang einrichten',
};

const DEFAULTS: Record<Language, Record<Anrede, ChromeTexts>> = {
  de: {
    Sie: {
      ...GERMAN_BUTTONS,
      'mail.footer.reason': 'Sie erhalten diese E-Mail vom Empfehlungsprogramm von {brand}.',
      'mail.footer.reason.console':
        'Sie erhalten diese E-Mail von der Betriebskonsole des Empfehlungsprogramms.',
      'mail.footer.questions': 'Fragen? Schreiben Sie uns: {support}',
      'mail.footer.imprint': 'Impressum',
      'mail.footer.privacy': 'Datenschutz',
      'mail.logo.alt': 'Logo von {brand}',
    },
    du: {
      ...GERMAN_BUTTONS,
      'mail.button.lifecycle.reward.ready': 'Deine Prämie auswählen',
      'mail.button.lifecycle.reward.expiring': 'Deine Prämie auswählen',
      'mail.button.lifecycle.reward.choice': 'Deine Prämie auswählen',
      'mail.button.lifecycle.referral.unconfirmed': 'Deinen Link erneut teilen',
      'mail.footer.reason': 'Du erhältst diese E-Mail vom Empfehlungsprogramm von {brand}.',
      'mail.footer.questions': 'Fragen? Schreib uns: {support}',
      'mail.footer.imprint': 'Impressum',
      'mail.footer.privacy': 'Datenschutz',
      'mail.logo.alt': 'Logo von {brand}',
    },
  },
  en: {
    Sie: {
      'mail.button.default': 'Open the referral programme',
      'mail.button.referral.optin': 'Confirm recommendation',
      'mail.button.referral.recipient': 'See the offer',
      'mail.button.lifecycle.reward.ready': 'Choose your reward',
      'mail.button.lifecycle.recipient.reward.pickup': 'Choose your share',
      'mail.button.lifecycle.reward.expiring': 'Choose your reward',
      'mail.button.lifecycle.referral.cancelled': 'Open your personal area',
      'mail.button.lifecycle.referral.expired': 'Make a new recommendation',
      'mail.button.lifecycle.referral.unconfirmed': 'Share your link again',
      'mail.button.lifecycle.reward.choice': 'Choose your reward',
      'mail.button.account.access': 'Sign in',
      'mail.button.account.reset': 'Set a new password',
      'mail.button.lifecycle.reward.expired': 'Open your personal area',
      'mail.button.reward.returned': 'Enter bank details',
      'mail.button.goodwill.decided': 'See the decision',
      'mail.button.agency.invitation': 'Accept the invitation',
      'mail.button.operator.enrolment': 'Set up your access',
      'mail.footer.reason': 'You receive this e-mail from the {brand} referral programme.',
      'mail.footer.reason.console': 'You receive this e-mail from the referral programme’s operator console.',
      'mail.footer.questions': 'Questions? Write to us: {support}',
      'mail.footer.imprint': 'Imprint',
      'mail.footer.privacy': 'Privacy',
      'mail.logo.alt': '{brand} logo',
    },
    du: {},
  },
};

export interface MailChrome {
  button: string;
  reason: string;
  questions: string;
  imprint: string;
  privacy: string;
  logoAlt: string;
}

/** The HTML part's own words for a mail `kind`: the tenant's texts first, then the portal's. */
export function mailChrome(
  kind: string,
  lang: Language,
  anrede: Anrede,
  tenantTexts: Readonly<Record<string, string>>,
  /** Empty brand: a mail of the console to an operator, which no tenant sends. */
  values: { brand: string; support: string },
): MailChrome {
  const own = { ...DEFAULTS[lang].Sie, ...DEFAULTS[lang][anrede] };
  const text = (key: string) =>
    (tenantTexts[key] ?? own[key] ?? '').replace(
      /\{(brand|support)\}/g,
      (_, name: 'brand' | 'support') => values[name],
    );
  const buttonKey = `mail.button.${kind}`;
  return {
    button: tenantTexts[buttonKey] || own[buttonKey] ? text(buttonKey) : text('mail.button.default'),
    reason: text(values.brand ? 'mail.footer.reason' : 'mail.footer.reason.console'),
    questions: values.support ? text('mail.footer.questions') : '',
    imprint: text('mail.footer.imprint'),
    privacy: text('mail.footer.privacy'),
    logoAlt: text('mail.logo.alt'),
  };
}
