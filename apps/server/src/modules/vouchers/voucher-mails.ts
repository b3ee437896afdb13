import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { displayDay } from '@kwk/shared/lifecycle/reward-expiry';
import type { VoucherOffer } from '@kwk/shared/rewards/reward-pickup.schemas';
import { type MailVoice, type VoicedTexts, voiceKey } from '../mail/mail.api.ts';

interface MailWords {
  subject: string;
  hello: string;
  here: (shop: string, betrag: string) => string;
  shop: string;
  value: string;
  until: string;
  redeem: string;
  thanks: (brand: string) => string;
}

const MAIL_WORDS: VoicedTexts<MailWords> = {
  Sie: {
    subject: 'Ihr Gutschein',
    hello: 'Hallo',
    here: (shop: string, betrag: string) =>
      `hier ist Ihr Gutschein von ${shop} über ${betrag}, Ihre Prämie für Ihre Empfehlung:`,
    shop: 'Gutschein von',
    value: 'Wert',
    until: 'Gültig bis',
    redeem: 'So lösen Sie ihn ein:',
    thanks: (brand: string) => `Vielen Dank, dass Sie ${brand} weiterempfehlen.`,
  },
  du: {
    subject: 'Dein Gutschein',
    hello: 'Hallo',
    here: (shop: string, betrag: string) =>
      `hier ist dein Gutschein von ${shop} über ${betrag}, deine Prämie für deine Empfehlung:`,
    shop: 'Gutschein von',
    value: 'Wert',
    until: 'Gültig bis',
    redeem: 'So löst du ihn ein:',
    thanks: (brand: string) => `Vielen Dank, dass du ${brand} weiterempfiehlst.`,
  },
  en: {
    subject: 'Your voucher',
    hello: 'Hello',
    here: (shop: string, betrag: string) =>
      `here is your voucher from ${shop} worth ${betrag}, your reward for your recommendation:`,
    shop: 'Voucher from',
    value: 'Value',
    until: 'Valid until',
    redeem: 'How to redeem it:',
    thanks: (brand: string) => `Thank you for recommending ${brand}.`,
  },
};

/**
 * The voucher code to the address the referrer chose it for (spec §9: within 24 hours): the shop,
 * the value (the reward's amount, which is the pool's value), the code, until when it is valid and
 * how to redeem it, with the pool's link — what a person needs to use it without asking (issue 30,
 * item 5). The code stands alone on an indented line: the HTML part boxes it. What the pool has not
 * given (a date, a way to redeem) is left out; English takes the German redemption text without one.
 */
export function voucherMail(
  voice: MailVoice,
  v: { vorname: string; cents: number; code: string; brand: string; offer: VoucherOffer },
) {
  const betrag = formatRewardEuro(v.cents, voice.language);
  const { offer } = v;
  const how = voice.language === 'en' ? (offer.EinloesungEn ?? offer.EinloesungDe) : offer.EinloesungDe;
  const compose = (w: MailWords) => {
    const facts = [
      `${w.shop}: ${offer.Anbieter}`,
      `${w.value}: ${betrag}`,
      ...(offer.GueltigBis ? [`${w.until}: ${displayDay(offer.GueltigBis)}`] : []),
    ];
    const redeem = how || offer.EinloeseUrl ? [w.redeem, how, offer.EinloeseUrl].filter(Boolean) : [];
    const paragraphs = [
      `${w.hello}${v.vorname ? ` ${v.vorname}` : ''},`,
      w.here(offer.Anbieter, betrag),
      `    ${v.code}`,
      facts.join('\n'),
      ...(redeem.length ? [redeem.join('\n')] : []),
      w.thanks(v.brand),
    ];
    return { subject: `${w.subject} – ${v.brand}`, text: `${paragraphs.join('\n\n')}\n` };
  };
  // The words of the voice's own form: English, German with "Sie" or with "du".
  return { ...compose(MAIL_WORDS[voiceKey(voice)]), language: voice.language };
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
