import { type MailVoice, voiced } from '../mail/mail.api.ts';

/** Hours an access link from a mail stays good; a new one can be had through "Passwort vergessen". */
export const ACCESS_LINK_HOURS = 72;
/** Hours a password reset link stays good. */
export const RESET_LINK_HOURS = 2;

/** The access link to the personal area: sent on registration and on request (welcome mail). */
export function accessMail(voice: MailVoice, v: { brand: string; vorname: string; link: string }) {
  return voiced(voice, {
    en: {
      subject: `Your access to your personal area – ${v.brand}`,
      text: `Hello ${v.vorname},\n\nwith this link you sign in to your personal area of the ${v.brand} referral programme, where you see the status of your recommendations and collect your rewards (valid for ${ACCESS_LINK_HOURS} hours, once):\n\n${v.link}\n\nAfter signing in you choose a password for next time. If you did not ask for this e-mail, ignore it: nothing will happen.\n`,
    },
    Sie: {
      subject: `Ihr Zugang zum persönlichen Bereich – ${v.brand}`,
      text: `Hallo ${v.vorname},\n\nmit diesem Link melden Sie sich in Ihrem persönlichen Bereich des Empfehlungsprogramms von ${v.brand} an. Dort sehen Sie den Stand Ihrer Empfehlungen und holen Ihre Prämien ab (${ACCESS_LINK_HOURS} Stunden gültig, einmal nutzbar):\n\n${v.link}\n\nNach der Anmeldung wählen Sie ein Passwort für das nächste Mal. Wenn Sie diese E-Mail nicht angefordert haben, ignorieren Sie sie: Es passiert dann nichts.\n`,
    },
    du: {
      subject: `Dein Zugang zum persönlichen Bereich – ${v.brand}`,
      text: `Hallo ${v.vorname},\n\nmit diesem Link meldest du dich in deinem persönlichen Bereich des Empfehlungsprogramms von ${v.brand} an. Dort siehst du den Stand deiner Empfehlungen und holst deine Prämien ab (${ACCESS_LINK_HOURS} Stunden gültig, einmal nutzbar):\n\n${v.link}\n\nNach der Anmeldung wählst du ein Passwort für das nächste Mal. Wenn du diese E-Mail nicht angefordert hast, ignoriere sie: Es passiert dann nichts.\n`,
    },
  });
}

/** The link to set a new password ("Passwort vergessen"). */
export function resetMail(voice: MailVoice, v: { brand: string; vorname: string; link: string }) {
  return voiced(voice, {
    en: {
      subject: `Set a new password – ${v.brand}`,
      text: `Hello ${v.vorname},\n\nyou asked to set a new password for the ${v.brand} referral programme. Use this link (valid for ${RESET_LINK_HOURS} hours, once):\n\n${v.link}\n\nIf you did not ask for it, ignore this e-mail: your password stays as it is.\n`,
    },
    Sie: {
      subject: `Neues Passwort festlegen – ${v.brand}`,
      text: `Hallo ${v.vorname},\n\nSie möchten für das Empfehlungsprogramm von ${v.brand} ein neues Passwort festlegen. Nutzen Sie dazu diesen Link (${RESET_LINK_HOURS} Stunden gültig, einmal nutzbar):\n\n${v.link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.\n`,
    },
    du: {
      subject: `Neues Passwort festlegen – ${v.brand}`,
      text: `Hallo ${v.vorname},\n\ndu möchtest für das Empfehlungsprogramm von ${v.brand} ein neues Passwort festlegen. Nutze dazu diesen Link (${RESET_LINK_HOURS} Stunden gültig, einmal nutzbar):\n\n${v.link}\n\nWenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.\n`,
    },
  });
}
