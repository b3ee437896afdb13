import { type MailVoice, voiced } from '../mail/mail.api.ts';

/** Days the newsletter confirmation link works. */
export const NEWSLETTER_LINK_DAYS = 7;

/** The double opt-in mail for the newsletter. */
export function newsletterOptinMail(voice: MailVoice, v: { brand: string; vorname: string; link: string }) {
  return voiced(voice, {
    en: {
      subject: `Please confirm your newsletter subscription – ${v.brand}`,
      text: `Hello ${v.vorname},\n\nplease confirm that you would like to receive the ${v.brand} newsletter (valid for ${NEWSLETTER_LINK_DAYS} days):\n\n${v.link}\n\nWithout your confirmation you will receive nothing. You can unsubscribe at any time in "My data".\n`,
    },
    Sie: {
      subject: `Bitte bestätigen Sie Ihre Newsletter-Anmeldung – ${v.brand}`,
      text: `Hallo ${v.vorname},\n\nbitte bestätigen Sie, dass Sie den Newsletter von ${v.brand} erhalten möchten (${NEWSLETTER_LINK_DAYS} Tage gültig):\n\n${v.link}\n\nOhne Ihre Bestätigung erhalten Sie nichts. Abmelden können Sie sich jederzeit unter „Meine Daten“.\n`,
    },
    du: {
      subject: `Bitte bestätige deine Newsletter-Anmeldung – ${v.brand}`,
      text: `Hallo ${v.vorname},\n\nbitte bestätige, dass du den Newsletter von ${v.brand} erhalten möchtest (${NEWSLETTER_LINK_DAYS} Tage gültig):\n\n${v.link}\n\nOhne deine Bestätigung erhältst du nichts. Abmelden kannst du dich jederzeit unter „Meine Daten“.\n`,
    },
  });
}
