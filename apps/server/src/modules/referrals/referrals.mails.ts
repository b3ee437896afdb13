import { type Anrede, type MailVoice, voiced } from '../mail/mail.api.ts';

/**
 * Version of the opt-in text below; recorded with each confirmation as proof of what was agreed to.
 * The "du" wording is a text of its own (issue 30); "Sie" and English keep the first version's name.
 */
export const optinTextVersion = (anrede: Anrede) => (anrede === 'du' ? 'optin-mail-v1-du' : 'optin-mail-v1');

export function optinMail(voice: MailVoice, v: { brand: string; vorname: string; link: string }) {
  return voiced(voice, {
    en: {
      subject: `Please confirm your recommendation – ${v.brand}`,
      text: `Hello ${v.vorname},\n\nthank you for your recommendation. Please confirm your e-mail address and your participation in the ${v.brand} referral programme with this link (valid for 7 days):\n\n${v.link}\n\nOnly after your confirmation can the recommendation be sent. If you did not make this recommendation, ignore this e-mail: nothing will happen.\n`,
    },
    Sie: {
      subject: `Bitte bestätigen Sie Ihre Empfehlung – ${v.brand}`,
      text: `Hallo ${v.vorname},\n\nvielen Dank für Ihre Empfehlung. Bitte bestätigen Sie Ihre E-Mail-Adresse und Ihre Teilnahme am Empfehlungsprogramm von ${v.brand} mit diesem Link (7 Tage gültig):\n\n${v.link}\n\nErst nach Ihrer Bestätigung kann die Empfehlung versendet werden. Wenn Sie keine Empfehlung abgegeben haben, ignorieren Sie diese E-Mail: Es passiert dann nichts.\n`,
    },
    du: {
      subject: `Bitte bestätige deine Empfehlung – ${v.brand}`,
      text: `Hallo ${v.vorname},\n\nvielen Dank für deine Empfehlung. Bitte bestätige deine E-Mail-Adresse und deine Teilnahme am Empfehlungsprogramm von ${v.brand} mit diesem Link (7 Tage gültig):\n\n${v.link}\n\nErst nach deiner Bestätigung kann die Empfehlung versendet werden. Wenn du keine Empfehlung abgegeben hast, ignoriere diese E-Mail: Es passiert dann nichts.\n`,
    },
  });
}

/**
 * The recommendation to the friend: the referrer's share text (the tenant's template, in the
 * referrer's own words), the product recommended (its catalogue name), and the portal's note why
 * the friend gets the mail — all in the mail's language, the note in the tenant's form of address.
 */
export function recipientMail(voice: MailVoice, v: { subject: string; body: string; product: string }) {
  const product = (label: string) => (v.product ? `${label}: ${v.product}\n\n` : '');
  return voiced(voice, {
    en: {
      subject: v.subject,
      text: `${v.body}\n\n${product('Recommended product')}You are receiving this e-mail because the person recommending confirmed that you agree to it. Your data will be deleted if you do not use the recommendation within 12 weeks.\n`,
    },
    Sie: {
      subject: v.subject,
      text: `${v.body}\n\n${product('Empfohlenes Produkt')}Sie erhalten diese E-Mail, weil die empfehlende Person bestätigt hat, dass Sie damit einverstanden sind. Ihre Daten werden gelöscht, wenn Sie die Empfehlung nicht innerhalb von 12 Wochen nutzen.\n`,
    },
    du: {
      subject: v.subject,
      text: `${v.body}\n\n${product('Empfohlenes Produkt')}Du erhältst diese E-Mail, weil die empfehlende Person bestätigt hat, dass du damit einverstanden bist. Deine Daten werden gelöscht, wenn du die Empfehlung nicht innerhalb von 12 Wochen nutzt.\n`,
    },
  });
}
