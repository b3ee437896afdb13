import type { Language } from '@kwk/shared/errors/error-codes';

/** Receipts one address gets a day at most, however often the form names it (issue 12). */
export const RECEIPTS_PER_ADDRESS_PER_DAY = 3;

/**
 * The copy to the sender: a fixed receipt. It goes to an address nobody has verified, so it
 * carries nothing the sender wrote (subject, message): the form would otherwise mail anyone any
 * text under the tenant's name. Only the brand, from the tenant's configuration.
 */
export function receiptMail(lang: Language, v: { brand: string }) {
  if (lang === 'en')
    return {
      subject: `Your message to ${v.brand}`,
      text: `Thank you for your message to ${v.brand}. We have received it and will get back to you as soon as possible.\n\nIf you did not write to us, you can ignore this e-mail.\n`,
    };
  return {
    subject: `Ihre Nachricht an ${v.brand}`,
    text: `Vielen Dank für Ihre Nachricht an ${v.brand}. Sie ist bei uns angekommen, wir melden uns so schnell wie möglich.\n\nWenn Sie uns nicht geschrieben haben, können Sie diese E-Mail ignorieren.\n`,
  };
}
