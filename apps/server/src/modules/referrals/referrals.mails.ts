import type { Language } from '@kwk/shared/errors/error-codes';

/** Version of the opt-in text below; recorded with each confirmation as proof of what was agreed to. */
export const OPTIN_TEXT_VERSION = 'optin-mail-v1';

export function optinMail(lang: Language, v: { brand: string; vorname: string; link: string }) {
  if (lang === 'en') {
    return {
      subject: `Please confirm your recommendation – ${v.brand}`,
      text: `Hello ${v.vorname},\n\nthank you for your recommendation. Please confirm your e-mail address and your participation in the ${v.brand} referral programme with this link (valid for 7 days):\n\n${v.link}\n\nOnly after your confirmation can the recommendation be sent. If you did not make this recommendation, ignore this e-mail: nothing will happen.\n`,
    };
  }
  return {
    subject: `Bitte bestätigen Sie Ihre Empfehlung – ${v.brand}`,
    text: `Hallo ${v.vorname},\n\nvielen Dank für Ihre Empfehlung. Bitte bestätigen Sie Ihre E-Mail-Adresse und Ihre Teilnahme am Empfehlungsprogramm von ${v.brand} mit diesem Link (7 Tage gültig):\n\n${v.link}\n\nErst nach Ihrer Bestätigung kann die Empfehlung versendet werden. Wenn Sie keine Empfehlung abgegeben haben, ignorieren Sie diese E-Mail: Es passiert dann nichts.\n`,
  };
}

export function recipientMail(v: { subject: string; body: string }) {
  return {
    subject: v.subject,
    text: `${v.body}\n\nSie erhalten diese E-Mail, weil die empfehlende Person bestätigt hat, dass Sie damit einverstanden sind. Ihre Daten werden gelöscht, wenn Sie die Empfehlung nicht innerhalb von 12 Wochen nutzen.\n`,
  };
}
