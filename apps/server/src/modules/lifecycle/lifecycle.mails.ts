import type { Language } from '@kwk/shared/errors/error-codes';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The mails the lifecycle sends when the referrer's status bar changes visibly (issue 4): reward
 * ready, cancelled (no contract), expired; and, for a ready reward not chosen, its reminders and
 * expiry (issue 15). `{vorname}`, `{produkt}`, `{betrag}` and `{portal}` are
 * filled in by the caller; the expiry job fills them in SQL (`lifecycleMailSql`), for thousands of
 * rows in one statement.
 */
export type LifecycleMailKind =
  | 'reward.ready'
  | 'recipient.reward.ready'
  | 'recipient.reward.pickup'
  | 'referral.cancelled'
  | 'referral.expired'
  | 'reward.expiring'
  | 'reward.expired';

export const LIFECYCLE_MAILS: Record<
  LifecycleMailKind,
  Record<Language, { subject: string; text: string }>
> = {
  'reward.ready': {
    de: {
      subject: 'Ihre Prämie steht bereit – {brand}',
      text: 'Hallo {vorname},\n\nIhre Empfehlung für {produkt} war erfolgreich: Ihre Prämie von {betrag} steht bereit.\n\nWählen Sie hier, wie Sie sie erhalten möchten – per Überweisung oder als Gutschein:\n{abholen}\n\nDen Stand all Ihrer Empfehlungen sehen Sie in Ihrem persönlichen Bereich: {portal}/persoenlicherbereich\n\nDie Auszahlung erfolgt innerhalb von vier Wochen, nachdem Sie Ihre Bankdaten angegeben haben; ein Gutschein kommt innerhalb von 24 Stunden per E-Mail.\n',
    },
    en: {
      subject: 'Your reward is ready – {brand}',
      text: 'Hello {vorname},\n\nyour recommendation of {produkt} was successful: your reward of {betrag} is ready.\n\nChoose how you would like to receive it – by bank transfer or as a voucher:\n{abholen}\n\nSee the status of all your recommendations in your personal area: {portal}/persoenlicherbereich\n\nBank transfers are made within four weeks after you enter your bank details; a voucher arrives by e-mail within 24 hours.\n',
    },
  },
  'recipient.reward.ready': {
    de: {
      subject: 'Ihr Prämienanteil steht bereit – {brand}',
      text: 'Hallo {vorname},\n\nIhr Vertrag für {produkt} ist wirksam geworden. Ihr Anteil an der Empfehlungsprämie von {betrag} wird innerhalb von vier Wochen auf das angegebene Konto überwiesen.\n',
    },
    en: {
      subject: 'Your share of the reward is ready – {brand}',
      text: 'Hello {vorname},\n\nyour contract for {produkt} has become effective. Your share of the referral reward of {betrag} will be transferred to the account you gave within four weeks.\n',
    },
  },
  // Issue 27, finding 8: the recipient's share where no account was given at the order (the
  // tenant keeps no bank data): the recipient chooses how to take it at the same pickup as the
  // referrer; the timing sentence is the referrer's "reward ready" one.
  'recipient.reward.pickup': {
    de: {
      subject: 'Ihr Prämienanteil steht bereit – {brand}',
      text: 'Hallo {vorname},\n\nIhr Vertrag für {produkt} ist wirksam geworden. Ihr Anteil an der Empfehlungsprämie von {betrag} steht bereit.\n\nWählen Sie hier, wie Sie ihn erhalten möchten – per Überweisung auf Ihr Konto oder als Gutschein:\n{abholen}\n\nDie Auszahlung erfolgt innerhalb von vier Wochen, nachdem Sie Ihre Bankdaten angegeben haben; ein Gutschein kommt innerhalb von 24 Stunden per E-Mail.\n',
    },
    en: {
      subject: 'Your share of the reward is ready – {brand}',
      text: 'Hello {vorname},\n\nyour contract for {produkt} has become effective. Your share of the referral reward of {betrag} is ready.\n\nChoose how you would like to receive it – by bank transfer to your account or as a voucher:\n{abholen}\n\nBank transfers are made within four weeks after you enter your bank details; a voucher arrives by e-mail within 24 hours.\n',
    },
  },
  'referral.cancelled': {
    de: {
      subject: 'Ihre Empfehlung: kein Vertrag zustande gekommen – {brand}',
      text: 'Hallo {vorname},\n\nleider ist aus Ihrer Empfehlung für {produkt} kein Vertrag zustande gekommen, der die Teilnahmebedingungen erfüllt. Eine Prämie wird daher nicht gezahlt.\n\nDen Stand all Ihrer Empfehlungen sehen Sie in Ihrem persönlichen Bereich:\n{portal}/persoenlicherbereich\n',
    },
    en: {
      subject: 'Your recommendation: no contract – {brand}',
      text: 'Hello {vorname},\n\nunfortunately your recommendation of {produkt} did not lead to a contract that meets the terms of participation, so no reward is paid.\n\nSee the status of all your recommendations in your personal area:\n{portal}/persoenlicherbereich\n',
    },
  },
  'referral.expired': {
    de: {
      subject: 'Ihre Empfehlung ist abgelaufen – {brand}',
      text: 'Hallo {vorname},\n\nIhre Empfehlung für {produkt} ist nach 60 Tagen abgelaufen, ohne dass Ihr Kontakt bestellt hat. Sie können jederzeit eine neue Empfehlung aussprechen:\n{portal}/\n',
    },
    en: {
      subject: 'Your recommendation has expired – {brand}',
      text: 'Hello {vorname},\n\nyour recommendation of {produkt} expired after 60 days without an order from your contact. You can make a new recommendation at any time:\n{portal}/\n',
    },
  },
  // Issue 15: reminders 30 and 7 days before a ready reward expires, and its expiry.
  'reward.expiring': {
    de: {
      subject: 'Erinnerung: Ihre Prämie wartet auf Sie – {brand}',
      text: 'Hallo {vorname},\n\nIhre Prämie von {betrag} steht noch für Sie bereit. Bitte wählen Sie bis zum {bis}, wie Sie sie erhalten möchten – per Überweisung oder als Gutschein; danach verfällt sie:\n{abholen}\n\nDie Auszahlung erfolgt innerhalb von vier Wochen, nachdem Sie Ihre Bankdaten angegeben haben; ein Gutschein kommt innerhalb von 24 Stunden per E-Mail.\n',
    },
    en: {
      subject: 'Reminder: your reward is waiting for you – {brand}',
      text: 'Hello {vorname},\n\nyour reward of {betrag} is still ready for you. Please choose by {bis} how you would like to receive it – by bank transfer or as a voucher; after that it expires:\n{abholen}\n\nBank transfers are made within four weeks after you enter your bank details; a voucher arrives by e-mail within 24 hours.\n',
    },
  },
  'reward.expired': {
    de: {
      subject: 'Ihre Prämie ist verfallen – {brand}',
      text: 'Hallo {vorname},\n\nIhre Prämie von {betrag} wurde nicht bis zum {bis} abgeholt und ist deshalb verfallen.\n\nDen Stand all Ihrer Empfehlungen sehen Sie in Ihrem persönlichen Bereich: {portal}/persoenlicherbereich\n',
    },
    en: {
      subject: 'Your reward has expired – {brand}',
      text: 'Hello {vorname},\n\nyour reward of {betrag} was not collected by {bis} and has therefore expired.\n\nSee the status of all your recommendations in your personal area: {portal}/persoenlicherbereich\n',
    },
  },
};

export function lifecycleMail(
  kind: LifecycleMailKind,
  lang: Language,
  values: {
    brand: string;
    vorname: string;
    produkt: string;
    betrag?: string;
    portal: string;
    abholen?: string;
    /** The last day to choose a reward, DD.MM.YYYY. */
    bis?: string;
  },
) {
  const fill = (s: string) =>
    s.replace(/\{(\w+)\}/g, (whole, key: string) => (values as Record<string, string>)[key] ?? whole);
  const mail = LIFECYCLE_MAILS[kind][lang];
  return { subject: fill(mail.subject), text: fill(mail.text) };
}

/** The language a party's mails are written in. */
export const mailLanguage = (language: string | null | undefined): Language =>
  language === 'en' ? 'en' : 'de';

/**
 * The same mail for every row of a set-based statement: the texts above in the row's language
 * (`language`, a column; as `mailLanguage` chooses), with `{key}` filled from `values` (columns or
 * parameters) in the order given — put values a user wrote last, so their text is not filled in.
 */
export function lifecycleMailSql(
  kind: LifecycleMailKind,
  language: SQL,
  values: [key: string, value: SQL][],
) {
  const pick = (part: 'subject' | 'text') =>
    sql`(case when ${language} = 'en' then ${LIFECYCLE_MAILS[kind].en[part]} else ${LIFECYCLE_MAILS[kind].de[part]} end)`;
  const fill = (template: SQL) =>
    values.reduce((text, [key, value]) => sql`replace(${text}, ${`{${key}}`}, ${value})`, template);
  return { subject: fill(pick('subject')), text: fill(pick('text')) };
}
