import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { type MailVoice, voiced } from '../mail/mail-voice.ts';

/** The voucher code to the address the referrer chose it for (spec §9: within 24 hours). */
export function voucherMail(
  voice: MailVoice,
  v: { vorname: string; cents: number; code: string; brand: string },
) {
  const betrag = formatRewardEuro(v.cents, voice.language);
  const greeting = v.vorname ? ` ${v.vorname}` : '';
  return voiced(voice, {
    en: {
      subject: `Your voucher – ${v.brand}`,
      text: `Hello${greeting},\n\nhere is your voucher worth ${betrag}, your reward for your recommendation:\n\n    ${v.code}\n\nThank you for recommending ${v.brand}.\n`,
    },
    Sie: {
      subject: `Ihr Gutschein – ${v.brand}`,
      text: `Hallo${greeting},\n\nhier ist Ihr Gutschein über ${betrag}, Ihre Prämie für Ihre Empfehlung:\n\n    ${v.code}\n\nVielen Dank, dass Sie ${v.brand} weiterempfehlen.\n`,
    },
    du: {
      subject: `Dein Gutschein – ${v.brand}`,
      text: `Hallo${greeting},\n\nhier ist dein Gutschein über ${betrag}, deine Prämie für deine Empfehlung:\n\n    ${v.code}\n\nVielen Dank, dass du ${v.brand} weiterempfiehlst.\n`,
    },
  });
}

/**
 * The stock alert to the operators' address: both languages, as operators read either; its HTML
 * part's words are German, the console's language. No one is addressed: it asks for codes.
 */
export function stockAlertMail(v: {
  tenantKey: string;
  brand: string;
  cents: number;
  free: number;
  threshold: number;
  consoleUrl: string;
}) {
  const de = formatRewardEuro(v.cents, 'de');
  const en = formatRewardEuro(v.cents, 'en');
  return {
    language: 'de' as const,
    subject: `Gutscheinbestand niedrig: ${v.brand} (${v.tenantKey}), ${de} – ${v.free} frei`,
    text:
      `Der Gutscheinbestand von ${v.brand} (${v.tenantKey}) zu ${de} ist unter die Warnschwelle von ${v.threshold} gefallen: ${v.free} Codes sind frei.\n` +
      `Bitte neue Codes in der Betriebskonsole importieren: ${v.consoleUrl}/gutscheine\n\n` +
      `The voucher stock of ${v.brand} (${v.tenantKey}) at ${en} fell below the threshold of ${v.threshold}: ${v.free} codes are free.\n` +
      `Please import new codes in the operator console: ${v.consoleUrl}/gutscheine\n`,
  };
}
