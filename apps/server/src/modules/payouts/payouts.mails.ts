import { type MailVoice, type VoicedTexts, voiced, voiceKey } from '../mail/mail.api.ts';

/** The mails of the payouts (issue 15), de (both forms of address) and en. */

/** "Reward paid" (spec §4 status bar "reward paid"): the bank executed the transfer. */
export function rewardPaidMail(voice: MailVoice, v: { brand: string; vorname: string; amount: string }) {
  return voiced(voice, {
    en: {
      subject: `Your reward has been paid – ${v.brand}`,
      text: `Hello ${v.vorname},\n\nyour reward of ${v.amount} has been transferred to your account. It will show on your statement within the next few banking days.\n\nThank you for taking part!\n`,
    },
    Sie: {
      subject: `Ihre Prämie wurde ausgezahlt – ${v.brand}`,
      text: `Hallo ${v.vorname},\n\nIhre Prämie von ${v.amount} wurde auf Ihr Konto überwiesen. Sie erscheint in den nächsten Bankarbeitstagen auf Ihrem Kontoauszug.\n\nVielen Dank für Ihre Teilnahme!\n`,
    },
    du: {
      subject: `Deine Prämie wurde ausgezahlt – ${v.brand}`,
      text: `Hallo ${v.vorname},\n\ndeine Prämie von ${v.amount} wurde auf dein Konto überwiesen. Die Überweisung erscheint in den nächsten Bankarbeitstagen auf deinem Kontoauszug.\n\nVielen Dank für deine Teilnahme!\n`,
    },
  });
}

/** Where the person enters bank details again after a return, and which link the mail carries. */
export type BankDataAgainAt = 'referrer' | 'recipientPage' | 'recipientPickup';

const WHERE: VoicedTexts<Record<BankDataAgainAt, string>> = {
  Sie: {
    referrer: ' – beim Abholen Ihrer Prämie',
    recipientPage: ' – auf der Seite Ihrer Empfehlung',
    recipientPickup: ' – über diesen neuen Link zum Abholen',
  },
  du: {
    referrer: ' – beim Abholen deiner Prämie',
    recipientPage: ' – auf der Seite deiner Empfehlung',
    recipientPickup: ' – über diesen neuen Link zum Abholen',
  },
  en: {
    referrer: ' when you collect your reward',
    recipientPage: ' on the page of your recommendation',
    recipientPickup: ' through this new pickup link',
  },
};

/**
 * A returned transfer: the bank could not credit the account, so the person enters bank details
 * again — the referrer at the reward pickup; the recipient on the page of their recommendation
 * where they gave the account, or through a fresh pickup link where they chose at one (that page
 * has no bank form where the tenant keeps no bank data; issue 27, finding 8).
 * When the referrer's saved account was that wrong one, it was removed, and the mail says so.
 */
export function enterBankDataAgainMail(
  voice: MailVoice,
  v: {
    brand: string;
    vorname: string;
    amount: string;
    link: string;
    to: BankDataAgainAt;
    savedAccountRemoved: boolean;
  },
) {
  const where = WHERE[voiceKey(voice)][v.to];
  return voiced(voice, {
    en: {
      subject: `Please enter your bank details again – ${v.brand}`,
      text: `Hello ${v.vorname},\n\nwe could not transfer your reward of ${v.amount}: your bank returned the transfer (for example because the account is wrong or closed).${v.savedAccountRemoved ? ' We have therefore removed this account from your saved bank details.' : ''} Please enter your bank details again${where}: ${v.link}\n\nWe will then pay the reward again.\n`,
    },
    Sie: {
      subject: `Bitte geben Sie Ihre Bankdaten erneut an – ${v.brand}`,
      text: `Hallo ${v.vorname},\n\nwir konnten Ihre Prämie von ${v.amount} nicht überweisen: Ihre Bank hat die Überweisung zurückgegeben (zum Beispiel, weil das Konto falsch oder aufgelöst ist).${v.savedAccountRemoved ? ' Wir haben dieses Konto deshalb aus Ihren gespeicherten Bankdaten entfernt.' : ''} Bitte geben Sie Ihre Bankdaten erneut an${where}: ${v.link}\n\nDanach zahlen wir die Prämie erneut aus.\n`,
    },
    du: {
      subject: `Bitte gib deine Bankdaten erneut an – ${v.brand}`,
      text: `Hallo ${v.vorname},\n\nwir konnten deine Prämie von ${v.amount} nicht überweisen: Deine Bank hat die Überweisung zurückgegeben (zum Beispiel, weil das Konto falsch oder aufgelöst ist).${v.savedAccountRemoved ? ' Wir haben dieses Konto deshalb aus deinen gespeicherten Bankdaten entfernt.' : ''} Bitte gib deine Bankdaten erneut an${where}: ${v.link}\n\nDanach zahlen wir die Prämie erneut aus.\n`,
    },
  });
}
