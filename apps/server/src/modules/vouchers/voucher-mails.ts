import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';

/** The voucher code to the address the referrer chose it for (spec §9: within 24 hours). */
export function voucherMail(
  lang: Language,
  v: { vorname: string; cents: number; code: string; brand: string },
) {
  const betrag = formatRewardEuro(v.cents, lang);
  const greeting = v.vorname ? ` ${v.vorname}` : '';
  if (lang === 'en')
    return {
      subject: `Your voucher – ${v.brand}`,
      text: `Hello${greeting},\n\nhere is your voucher worth ${betrag}, your reward for your recommendation:\n\n    ${v.code}\n\nThank you for recommending ${v.brand}.\n`,
    };
  return {
    subject: `Ihr Gutschein – ${v.brand}`,
    text: `Hallo${greeting},\n\nhier ist Ihr Gutschein über ${betrag}, Ihre Prämie für Ihre Empfehlung:\n\n    ${v.code}\n\nVielen Dank, dass Sie ${v.brand} weiterempfehlen.\n`,
  };
}

/** The stock alert to the operators' address: both languages, as operators read either. */
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
    subject: `Gutscheinbestand niedrig: ${v.brand} (${v.tenantKey}), ${de} – ${v.free} frei`,
    text:
      `Der Gutscheinbestand von ${v.brand} (${v.tenantKey}) zu ${de} ist unter die Warnschwelle von ${v.threshold} gefallen: ${v.free} Codes sind frei.\n` +
      `Bitte neue Codes in der Betriebskonsole importieren: ${v.consoleUrl}/gutscheine\n\n` +
      `The voucher stock of ${v.brand} (${v.tenantKey}) at ${en} fell below the threshold of ${v.threshold}: ${v.free} codes are free.\n` +
      `Please import new codes in the operator console: ${v.consoleUrl}/gutscheine\n`,
  };
}
