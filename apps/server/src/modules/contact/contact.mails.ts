import { type MailVoice, voiced } from '../mail/mail.api.ts';

/** Receipts one address gets a day at most, however often the form names it (issue 12). */
export const RECEIPTS_PER_ADDRESS_PER_DAY = 3;

/**
 * The copy to the sender: a fixed receipt. It goes to an address nobody has verified, so it
 * carries nothing the sender wrote (subject, message): the form would otherwise mail anyone any
 * text under the tenant's name. Only the brand, from the tenant's configuration.
 */
export function receiptMail(voice: MailVoice, v: { brand: string }) {
  return voiced(voice, {
    en: {
      subject: `Your message to ${v.brand}`,
      text: `Thank you for your message to ${v.brand}. We have received it and will get back to you as soon as possible.\n\nIf you did not write to us, you can ignore this e-mail.\n`,
    },
    Sie: {
      subject: `Ihre Nachricht an ${v.brand}`,
      text: `Vielen Dank für Ihre Nachricht an ${v.brand}. Sie ist bei uns angekommen, wir melden uns so schnell wie möglich.\n\nWenn Sie uns nicht geschrieben haben, können Sie diese E-Mail ignorieren.\n`,
    },
    du: {
      subject: `Deine Nachricht an ${v.brand}`,
      text: `Vielen Dank für deine Nachricht an ${v.brand}. Die Nachricht ist bei uns angekommen, wir melden uns so schnell wie möglich.\n\nWenn du uns nicht geschrieben hast, kannst du diese E-Mail ignorieren.\n`,
    },
  });
}

/** The form's message to the tenant's support, in German as support reads it; it addresses no one. */
export function supportMail(v: { brand: string; from: string; subject: string; message: string }) {
  return {
    language: 'de' as const,
    subject: `Kontaktformular: ${v.subject}`,
    text: `Nachricht über das Kontaktformular von ${v.brand}\n\nAbsender: ${v.from}\nBetreff: ${v.subject}\n\n${v.message}\n`,
  };
}
