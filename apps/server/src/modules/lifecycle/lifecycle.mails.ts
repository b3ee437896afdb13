import type { Language } from '@kwk/shared/errors/error-codes';
import { payoutPeriod, payoutStatement } from '@kwk/shared/lifecycle/payout-period';
import { type SQL, sql } from 'drizzle-orm';
import { type MailVoice, type VoicedTexts, voiced } from '../mail/mail.api.ts';

/**
 * The mails the lifecycle sends when the referrer's status bar changes visibly (issue 4): reward
 * ready, cancelled (no contract), expired; and, for a ready reward not chosen, its reminders and
 * expiry (issue 15). `{vorname}`, `{produkt}`, `{betrag}` and `{portal}` are
 * filled in by the caller, `{auszahlung}` (the payout statement) and `{frist}` (its period) from
 * the tenant's payout weeks (payout-period.ts: one statement for pages, FAQ and mails); the expiry job fills them in SQL (`lifecycleMailSql`), for thousands of
 * rows in one statement.
 */
export type LifecycleMailKind =
  | 'reward.ready'
  | 'recipient.reward.ready'
  | 'recipient.reward.pickup'
  | 'referral.cancelled'
  | 'referral.expired'
  | 'reward.expiring'
  | 'reward.expired'
  | 'referral.unconfirmed'
  | 'reward.choice';

type MailText = { subject: string; text: string };

/** Each mail in English and in German with "Sie" and with "du" (the tenant's `Brand.Anrede`). */
export const LIFECYCLE_MAILS: Record<LifecycleMailKind, VoicedTexts<MailText>> = {
  'reward.ready': {
    Sie: {
      subject: 'Ihre Prämie steht bereit – {brand}',
      text: 'Hallo {vorname},\n\nIhre Empfehlung für {produkt} war erfolgreich: Ihre Prämie von {betrag} steht bereit.\n\nWählen Sie hier, wie Sie sie erhalten möchten – per Überweisung oder als Gutschein:\n{abholen}\n\nDen Stand all Ihrer Empfehlungen sehen Sie in Ihrem persönlichen Bereich: {portal}/persoenlicherbereich\n\n{auszahlung}\n',
    },
    du: {
      subject: 'Deine Prämie steht bereit – {brand}',
      text: 'Hallo {vorname},\n\ndeine Empfehlung für {produkt} war erfolgreich: Deine Prämie von {betrag} steht bereit.\n\nWähle hier, wie du sie erhalten möchtest – per Überweisung oder als Gutschein:\n{abholen}\n\nDen Stand all deiner Empfehlungen siehst du in deinem persönlichen Bereich: {portal}/persoenlicherbereich\n\n{auszahlung}\n',
    },
    en: {
      subject: 'Your reward is ready – {brand}',
      text: 'Hello {vorname},\n\nyour recommendation of {produkt} was successful: your reward of {betrag} is ready.\n\nChoose how you would like to receive it – by bank transfer or as a voucher:\n{abholen}\n\nSee the status of all your recommendations in your personal area: {portal}/persoenlicherbereich\n\n{auszahlung}\n',
    },
  },
  'recipient.reward.ready': {
    Sie: {
      subject: 'Ihr Prämienanteil steht bereit – {brand}',
      text: 'Hallo {vorname},\n\nIhr Vertrag für {produkt} ist wirksam geworden. Ihr Anteil an der Empfehlungsprämie von {betrag} wird {frist} auf das angegebene Konto überwiesen.\n',
    },
    du: {
      subject: 'Dein Prämienanteil steht bereit – {brand}',
      text: 'Hallo {vorname},\n\ndein Vertrag für {produkt} ist wirksam geworden. Dein Anteil an der Empfehlungsprämie von {betrag} wird {frist} auf das angegebene Konto überwiesen.\n',
    },
    en: {
      subject: 'Your share of the reward is ready – {brand}',
      text: 'Hello {vorname},\n\nyour contract for {produkt} has become effective. Your share of the referral reward of {betrag} will be transferred to the account you gave {frist}.\n',
    },
  },
  // Issue 27, finding 8: the recipient's share where no account was given at the order (the
  // tenant keeps no bank data): the recipient chooses how to take it at the same pickup as the
  // referrer; the timing sentence is the tenant's one payout statement (finding 10).
  'recipient.reward.pickup': {
    Sie: {
      subject: 'Ihr Prämienanteil steht bereit – {brand}',
      text: 'Hallo {vorname},\n\nIhr Vertrag für {produkt} ist wirksam geworden. Ihr Anteil an der Empfehlungsprämie von {betrag} steht bereit.\n\nWählen Sie hier, wie Sie ihn erhalten möchten – per Überweisung auf Ihr Konto oder als Gutschein:\n{abholen}\n\n{auszahlung}\n',
    },
    du: {
      subject: 'Dein Prämienanteil steht bereit – {brand}',
      text: 'Hallo {vorname},\n\ndein Vertrag für {produkt} ist wirksam geworden. Dein Anteil an der Empfehlungsprämie von {betrag} steht bereit.\n\nWähle hier, wie du ihn erhalten möchtest – per Überweisung auf dein Konto oder als Gutschein:\n{abholen}\n\n{auszahlung}\n',
    },
    en: {
      subject: 'Your share of the reward is ready – {brand}',
      text: 'Hello {vorname},\n\nyour contract for {produkt} has become effective. Your share of the referral reward of {betrag} is ready.\n\nChoose how you would like to receive it – by bank transfer to your account or as a voucher:\n{abholen}\n\n{auszahlung}\n',
    },
  },
  'referral.cancelled': {
    Sie: {
      subject: 'Ihre Empfehlung: kein Vertrag zustande gekommen – {brand}',
      text: 'Hallo {vorname},\n\nleider ist aus Ihrer Empfehlung für {produkt} kein Vertrag zustande gekommen, der die Teilnahmebedingungen erfüllt. Eine Prämie wird daher nicht gezahlt.\n\nDen Stand all Ihrer Empfehlungen sehen Sie in Ihrem persönlichen Bereich:\n{portal}/persoenlicherbereich\n',
    },
    du: {
      subject: 'Deine Empfehlung: kein Vertrag zustande gekommen – {brand}',
      text: 'Hallo {vorname},\n\nleider ist aus deiner Empfehlung für {produkt} kein Vertrag zustande gekommen, der die Teilnahmebedingungen erfüllt. Eine Prämie wird daher nicht gezahlt.\n\nDen Stand all deiner Empfehlungen siehst du in deinem persönlichen Bereich:\n{portal}/persoenlicherbereich\n',
    },
    en: {
      subject: 'Your recommendation: no contract – {brand}',
      text: 'Hello {vorname},\n\nunfortunately your recommendation of {produkt} did not lead to a contract that meets the terms of participation, so no reward is paid.\n\nSee the status of all your recommendations in your personal area:\n{portal}/persoenlicherbereich\n',
    },
  },
  'referral.expired': {
    Sie: {
      subject: 'Ihre Empfehlung ist abgelaufen – {brand}',
      text: 'Hallo {vorname},\n\nIhre Empfehlung für {produkt} ist nach 60 Tagen abgelaufen, ohne dass Ihr Kontakt bestellt hat. Sie können jederzeit eine neue Empfehlung aussprechen:\n{portal}/\n',
    },
    du: {
      subject: 'Deine Empfehlung ist abgelaufen – {brand}',
      text: 'Hallo {vorname},\n\ndeine Empfehlung für {produkt} ist nach 60 Tagen abgelaufen, ohne dass dein Kontakt bestellt hat. Du kannst jederzeit eine neue Empfehlung aussprechen:\n{portal}/\n',
    },
    en: {
      subject: 'Your recommendation has expired – {brand}',
      text: 'Hello {vorname},\n\nyour recommendation of {produkt} expired after 60 days without an order from your contact. You can make a new recommendation at any time:\n{portal}/\n',
    },
  },
  // Issue 15: reminders 30 and 7 days before a ready reward expires, and its expiry.
  'reward.expiring': {
    Sie: {
      subject: 'Erinnerung: Ihre Prämie wartet auf Sie – {brand}',
      text: 'Hallo {vorname},\n\nIhre Prämie von {betrag} steht noch für Sie bereit. Bitte wählen Sie bis zum {bis}, wie Sie sie erhalten möchten – per Überweisung oder als Gutschein; danach verfällt sie:\n{abholen}\n\n{auszahlung}\n',
    },
    du: {
      subject: 'Erinnerung: Deine Prämie wartet auf dich – {brand}',
      text: 'Hallo {vorname},\n\ndeine Prämie von {betrag} steht noch für dich bereit. Bitte wähle bis zum {bis}, wie du sie erhalten möchtest – per Überweisung oder als Gutschein; danach verfällt sie:\n{abholen}\n\n{auszahlung}\n',
    },
    en: {
      subject: 'Reminder: your reward is waiting for you – {brand}',
      text: 'Hello {vorname},\n\nyour reward of {betrag} is still ready for you. Please choose by {bis} how you would like to receive it – by bank transfer or as a voucher; after that it expires:\n{abholen}\n\n{auszahlung}\n',
    },
  },
  'reward.expired': {
    Sie: {
      subject: 'Ihre Prämie ist verfallen – {brand}',
      text: 'Hallo {vorname},\n\nIhre Prämie von {betrag} wurde nicht bis zum {bis} abgeholt und ist deshalb verfallen.\n\nDen Stand all Ihrer Empfehlungen sehen Sie in Ihrem persönlichen Bereich: {portal}/persoenlicherbereich\n',
    },
    du: {
      subject: 'Deine Prämie ist verfallen – {brand}',
      text: 'Hallo {vorname},\n\ndeine Prämie von {betrag} wurde nicht bis zum {bis} abgeholt und ist deshalb verfallen.\n\nDen Stand all deiner Empfehlungen siehst du in deinem persönlichen Bereich: {portal}/persoenlicherbereich\n',
    },
    en: {
      subject: 'Your reward has expired – {brand}',
      text: 'Hello {vorname},\n\nyour reward of {betrag} was not collected by {bis} and has therefore expired.\n\nSee the status of all your recommendations in your personal area: {portal}/persoenlicherbereich\n',
    },
  },
  // Issue 30, item 4: the referrer's reminders, each switched per tenant (referrer-reminders.job.ts).
  // Both go to the referrer only; the friend gave no consent to mails of ours beyond the recommendation.
  'referral.unconfirmed': {
    Sie: {
      subject: 'Ihre Empfehlung wartet noch auf Ihren Kontakt – {brand}',
      text: 'Hallo {vorname},\n\nIhre Empfehlung für {produkt} ist vor einer Woche an Ihren Kontakt gegangen, wurde aber noch nicht bestätigt. Vielleicht ist die E-Mail untergegangen: Sprechen Sie Ihren Kontakt doch persönlich an, oder teilen Sie Ihren Empfehlungslink erneut – in Ihrem persönlichen Bereich unter „Erneut teilen“:\n{portal}/persoenlicherbereich\n\nIhre Empfehlung gilt bis zum {bis}.\n',
    },
    du: {
      subject: 'Deine Empfehlung wartet noch auf deinen Kontakt – {brand}',
      text: 'Hallo {vorname},\n\ndeine Empfehlung für {produkt} ist vor einer Woche an deinen Kontakt gegangen, wurde aber noch nicht bestätigt. Vielleicht ist die E-Mail untergegangen: Sprich deinen Kontakt doch persönlich an, oder teile deinen Empfehlungslink erneut – in deinem persönlichen Bereich unter „Erneut teilen“:\n{portal}/persoenlicherbereich\n\nDeine Empfehlung gilt bis zum {bis}.\n',
    },
    en: {
      subject: 'Your recommendation is still waiting for your contact – {brand}',
      text: 'Hello {vorname},\n\nyour recommendation of {produkt} went to your contact a week ago but has not been confirmed yet. Perhaps the e-mail got lost: why not mention it to your contact in person, or share your recommendation link again – in your personal area under “Share again”:\n{portal}/persoenlicherbereich\n\nYour recommendation is valid until {bis}.\n',
    },
  },
  'reward.choice': {
    Sie: {
      subject: 'Ihre Prämie wartet auf Ihre Wahl – {brand}',
      text: 'Hallo {vorname},\n\nIhre Prämie von {betrag} steht seit einer Woche für Sie bereit. Wählen Sie hier, wie Sie sie erhalten möchten – per Überweisung oder als Gutschein:\n{abholen}\n\n{auszahlung}\n',
    },
    du: {
      subject: 'Deine Prämie wartet auf deine Wahl – {brand}',
      text: 'Hallo {vorname},\n\ndeine Prämie von {betrag} steht seit einer Woche für dich bereit. Wähle hier, wie du sie erhalten möchtest – per Überweisung oder als Gutschein:\n{abholen}\n\n{auszahlung}\n',
    },
    en: {
      subject: 'Your reward is waiting for your choice – {brand}',
      text: 'Hello {vorname},\n\nyour reward of {betrag} has been ready for you for a week. Choose here how you would like to receive it – by bank transfer or as a voucher:\n{abholen}\n\n{auszahlung}\n',
    },
  },
};

export function lifecycleMail(
  kind: LifecycleMailKind,
  voice: MailVoice,
  values: {
    brand: string;
    vorname: string;
    produkt: string;
    betrag?: string;
    portal: string;
    abholen?: string;
    /** The last day to choose a reward, or that a referral is valid, DD.MM.YYYY. */
    bis?: string;
    /** The tenant's transfer period in weeks (`payoutWeeks(Rules)`). */
    auszahlungWochen: number;
  },
) {
  const { auszahlungWochen, ...rest } = values;
  const filled: Record<string, string | undefined> = {
    ...rest,
    auszahlung: payoutStatement(voice.language, auszahlungWochen, voice.anrede),
    frist: payoutPeriod(voice.language, auszahlungWochen),
  };
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (whole, key: string) => filled[key] ?? whole);
  const mail = voiced(voice, LIFECYCLE_MAILS[kind]);
  return { language: mail.language, subject: fill(mail.subject), text: fill(mail.text) };
}

/** The language a party's mails are written in. */
export const mailLanguage = (language: string | null | undefined): Language =>
  language === 'en' ? 'en' : 'de';

/**
 * The same mail for every row of a set-based statement: the texts above in the row's language
 * (`language`, a column; as `mailLanguage` chooses) and the tenant's form of address (`anrede`,
 * 'du' or else "Sie"), with `{key}` filled from `values` (columns or parameters) in the order
 * given — put values a user wrote last, so their text is not filled in. `language` is the
 * outbox's column of the mail.
 */
export function lifecycleMailSql(
  kind: LifecycleMailKind,
  language: SQL,
  anrede: SQL,
  values: [key: string, value: SQL][],
) {
  const { en, Sie, du } = LIFECYCLE_MAILS[kind];
  const pick = (part: 'subject' | 'text') =>
    sql`(case when ${language} = 'en' then ${en[part]} when ${anrede} = 'du' then ${du[part]} else ${Sie[part]} end)`;
  const fill = (template: SQL) =>
    values.reduce((text, [key, value]) => sql`replace(${text}, ${`{${key}}`}, ${value})`, template);
  return {
    subject: fill(pick('subject')),
    text: fill(pick('text')),
    language: sql`(case when ${language} = 'en' then 'en' else 'de' end)`,
  };
}
