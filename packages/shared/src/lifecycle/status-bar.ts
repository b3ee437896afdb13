import type { Language } from '../errors/error-codes.ts';
import type { ReferralStatus, RewardStatus } from './referral-lifecycle.ts';

/** The eleven status bar texts of spec §4, in its order. */
export const STATUS_BAR_KEYS = [
  'notReacted',
  'expiredWithoutReaction',
  'reactedAndSigned',
  'claimInProcessing',
  'noContract',
  'rewardReady',
  'rewardPaid',
  'enterBankData',
  'rewardBeingPaid',
  'pickUpReward',
  'rewardExpired',
] as const;
export type StatusBarKey = (typeof STATUS_BAR_KEYS)[number];

export const STATUS_BAR_TEXTS: Record<Language, Record<StatusBarKey, string>> = {
  de: {
    notReacted: 'Ihr Kontakt hat noch nicht reagiert.',
    expiredWithoutReaction: 'Die Empfehlung ist abgelaufen, ohne dass Ihr Kontakt reagiert hat.',
    reactedAndSigned: 'Ihr Kontakt hat reagiert und einen Vertrag abgeschlossen.',
    claimInProcessing: 'Ihr Prämienanspruch wird bearbeitet.',
    noContract: 'Es ist kein Vertrag zustande gekommen.',
    rewardReady: 'Ihre Prämie steht bereit.',
    rewardPaid: 'Ihre Prämie wurde ausgezahlt.',
    enterBankData: 'Bitte geben Sie Ihre Bankdaten ein, damit wir Ihre Prämie auszahlen können.',
    rewardBeingPaid: 'Ihre Prämie wird ausgezahlt.',
    pickUpReward: 'Holen Sie sich jetzt Ihre Prämie ab.',
    rewardExpired: 'Ihre Prämie ist verfallen.',
  },
  en: {
    notReacted: 'Your contact has not reacted yet.',
    expiredWithoutReaction: 'The recommendation expired without a reaction from your contact.',
    reactedAndSigned: 'Your contact reacted and signed a contract.',
    claimInProcessing: 'Your reward claim is being processed.',
    noContract: 'No contract was concluded.',
    rewardReady: 'Your reward is ready.',
    rewardPaid: 'Your reward has been paid.',
    enterBankData: 'Please enter your bank details so we can pay your reward.',
    rewardBeingPaid: 'Your reward is being paid.',
    pickUpReward: 'Collect your reward now.',
    rewardExpired: 'Your reward has expired.',
  },
};

/** What the status bar needs to know about one referral as the referrer sees it. */
export interface StatusBarInput {
  referral: ReferralStatus;
  /** The referrer's reward for this referral, once credited (null before, or with no share). */
  reward: RewardStatus | null;
  /** The recipient followed the link and confirmed their data. */
  recipientReacted: boolean;
  /** The tenant lets the referrer choose the reward (cash or voucher) before paying it. */
  choiceRequired: boolean;
  /** The chosen payout needs bank data (cash), and the referrer has not stored any yet. */
  bankDataMissing: boolean;
}

/** The referrer's status bar text for a referral (spec §4); the reward's state decides first. */
export function statusBarKey(input: StatusBarInput): StatusBarKey {
  switch (input.reward) {
    case 'Offen':
      return 'claimInProcessing';
    case 'Bereitgestellt':
      return input.choiceRequired ? 'pickUpReward' : input.bankDataMissing ? 'enterBankData' : 'rewardReady';
    case 'Abgeholt':
      return input.bankDataMissing ? 'enterBankData' : 'rewardBeingPaid';
    case 'Ausgezahlt':
      return 'rewardPaid';
    case 'Abgelaufen':
      return 'rewardExpired';
    case 'Storniert':
      return 'noContract';
    case null:
      break;
  }
  switch (input.referral) {
    case 'Ok':
      // "Reacted and signed": the contact followed the link and confirmed their data.
      return input.recipientReacted ? 'reactedAndSigned' : 'notReacted';
    case 'Abgelaufen':
      return 'expiredWithoutReaction';
    case 'Offen':
      return 'reactedAndSigned';
    case 'Gezahlt':
      // Credited with no share for the referrer (split "recipient only"): the reward went out.
      return 'rewardPaid';
    case 'Storniert':
      return 'noContract';
  }
}
