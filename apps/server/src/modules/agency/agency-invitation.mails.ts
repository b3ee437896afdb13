import type { InvitationBody } from '@kwk/shared/agency/agency-admin.schemas';
import { type MailVoice, voiced } from '../mail/mail.api.ts';

/** Days a registration link of an invitation stays good (once). */
export const INVITATION_DAYS = 14;

/** The invitation to an agent or recommender: the registration link to set their password. */
export function invitationMail(
  voice: MailVoice,
  v: { brand: string; agency: string; invitation: InvitationBody; link: string },
) {
  const { Vorname, Art, Mitarbeiternummer } = v.invitation;
  const agent = Art === 'Mitarbeiter';
  return voiced(voice, {
    en: {
      subject: `${v.agency} invites you – ${v.brand}`,
      text: `Hello ${Vorname},\n\n${v.agency} invites you to take part in the ${v.brand} referral programme ${agent ? `as an agent (your agent number: ${Mitarbeiternummer})` : 'as a recommender'}. With this link you choose your password and finish your registration (valid for ${INVITATION_DAYS} days, once):\n\n${v.link}\n\nAfterwards you sign in to your personal area with your e-mail address and password and recommend products. If you did not expect this invitation, ignore this e-mail: nothing will happen.\n`,
    },
    Sie: {
      subject: `Einladung von ${v.agency} – ${v.brand}`,
      text: `Hallo ${Vorname},\n\n${v.agency} lädt Sie ein, ${agent ? `als Mitarbeiter (Ihre Mitarbeiternummer: ${Mitarbeiternummer})` : 'als Empfehler'} am Empfehlungsprogramm von ${v.brand} teilzunehmen. Mit diesem Link wählen Sie Ihr Passwort und schließen Ihre Registrierung ab (${INVITATION_DAYS} Tage gültig, einmal nutzbar):\n\n${v.link}\n\nDanach melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort in Ihrem persönlichen Bereich an und empfehlen Produkte. Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail: Es passiert dann nichts.\n`,
    },
    du: {
      subject: `Einladung von ${v.agency} – ${v.brand}`,
      text: `Hallo ${Vorname},\n\n${v.agency} lädt dich ein, ${agent ? `als Mitarbeiter (deine Mitarbeiternummer: ${Mitarbeiternummer})` : 'als Empfehler'} am Empfehlungsprogramm von ${v.brand} teilzunehmen. Mit diesem Link wählst du dein Passwort und schließt deine Registrierung ab (${INVITATION_DAYS} Tage gültig, einmal nutzbar):\n\n${v.link}\n\nDanach meldest du dich mit deiner E-Mail-Adresse und deinem Passwort in deinem persönlichen Bereich an und empfiehlst Produkte. Wenn du diese Einladung nicht erwartet hast, ignoriere diese E-Mail: Es passiert dann nichts.\n`,
    },
  });
}
