import { payoutPeriod } from '@kwk/shared/lifecycle/payout-period';
import { type PayoutKind, payoutKindTiming } from '@kwk/shared/rewards/reward-pickup.schemas';
import { type MailVoice, voiced } from '../mail/mail.api.ts';

/** The German timing notes in the "du" form; "Sie" and English are the pages' own (`payoutKindTiming`). */
const HINT_DU: Record<PayoutKind, string> = {
  Ueberweisung: 'Die Auszahlung erfolgt {frist}, nachdem du deine Bankdaten angegeben hast.',
  Gutschein: 'Deinen Gutschein erhältst du innerhalb von 24 Stunden per E-Mail.',
};

/** The confirmation of a reward choice, with when the transfer or voucher follows (`weeks`: the tenant's period). */
export function choiceMail(
  voice: MailVoice,
  v: { vorname: string; betrag: string; kind: PayoutKind; weeks: number; brand: string },
) {
  const hint = (lang: MailVoice['language']) => payoutKindTiming(lang, v.kind, v.weeks);
  return voiced(voice, {
    en: {
      subject: `Your reward choice – ${v.brand}`,
      text: `Hello ${v.vorname},\n\nthank you: we have your choice for your reward of ${v.betrag}. ${hint('en')}\n`,
    },
    Sie: {
      subject: `Ihre Prämienwahl – ${v.brand}`,
      text: `Hallo ${v.vorname},\n\nvielen Dank: Ihre Wahl für Ihre Prämie von ${v.betrag} ist bei uns angekommen. ${hint('de')}\n`,
    },
    du: {
      subject: `Deine Prämienwahl – ${v.brand}`,
      text: `Hallo ${v.vorname},\n\nvielen Dank: Deine Wahl für deine Prämie von ${v.betrag} ist bei uns angekommen. ${HINT_DU[v.kind].replace('{frist}', payoutPeriod('de', v.weeks))}\n`,
    },
  });
}
