import type { Language } from '../errors/error-codes.ts';
// Only the type: the pickup's schemas take their timing texts from here (no import cycle).
import type { PayoutKind } from '../rewards/reward-pickup.schemas.ts';
import { payoutPeriod } from './payout-period.ts';
import type { ReferralStatus, RewardStatus } from './referral-lifecycle.ts';
import { displayDay } from './reward-expiry.ts';
import { STATUS_BAR_TEXTS, type StatusBarKey } from './status-bar.ts';

/**
 * When a reward comes (spec §9 timing texts), by where it stands. Spec §9 gives three periods
 * "after the contract"; each belongs to one stage:
 * - "about 4 to 6 weeks after the contract": the referrer's, from the order until the reward is
 *   ready (the revocation and complaint periods pass);
 * - "about 5 to 6 weeks after the contract becomes effective, up to 3 months in exceptions": the
 *   referrer's once the order is effective and the reward is credited but waits (Offen) — a
 *   banking tenant's activity rule is the exception that takes up to 3 months;
 * - the recipient's share, which nobody chooses: the same 4 to 6 weeks until it is ready, then the
 *   tenant's transfer period (spec §9's "4 to 10 weeks" is that sum; issue 27, item 10).
 * Once ready, the referrer's choice decides: a transfer within the tenant's period after the bank
 * data (`{frist}`, payout-period.ts: one statement a tenant), a voucher within 24 hours; a ready
 * reward names the last day to choose it.
 */
export const PAYOUT_TIMING_KEYS = [
  'afterContract',
  'afterEffective',
  'recipientAfterContract',
  'recipientAfterContractPickup',
  'recipientPickUp',
  'pickUpBy',
  'transfer',
  'voucher',
  'expired',
] as const;
export type PayoutTimingKey = (typeof PAYOUT_TIMING_KEYS)[number];

/** `{datum}`: the day, DD.MM.YYYY; `{frist}`: the tenant's transfer period (payoutPeriod). */
export const PAYOUT_TIMING_TEXTS: Record<Language, Record<PayoutTimingKey, string>> = {
  de: {
    afterContract: 'Die Prämie steht in der Regel etwa 4 bis 6 Wochen nach dem Vertragsabschluss bereit.',
    afterEffective:
      'Die Prämie steht in der Regel etwa 5 bis 6 Wochen, nachdem der Vertrag wirksam geworden ist, bereit, in Ausnahmefällen nach bis zu 3 Monaten.',
    recipientAfterContract:
      'Ihr Anteil steht in der Regel etwa 4 bis 6 Wochen nach dem Vertragsabschluss bereit; die Auszahlung auf Ihr Konto erfolgt dann {frist}.',
    recipientAfterContractPickup:
      'Ihr Anteil steht in der Regel etwa 4 bis 6 Wochen nach dem Vertragsabschluss bereit; Sie erhalten dann einen Link zum Abholen per E-Mail und wählen dort, wie Sie ihn erhalten möchten: eine Überweisung folgt {frist} nach Angabe Ihrer Bankdaten, ein Gutschein innerhalb von 24 Stunden.',
    recipientPickUp:
      'Den Link zum Abholen haben wir Ihnen per E-Mail geschickt. Eine Überweisung folgt {frist} nach Angabe Ihrer Bankdaten, ein Gutschein innerhalb von 24 Stunden.',
    pickUpBy:
      'Bitte wählen Sie bis zum {datum}, wie Sie Ihre Prämie erhalten möchten; danach verfällt sie. Eine Überweisung folgt {frist} nach Angabe Ihrer Bankdaten, ein Gutschein innerhalb von 24 Stunden.',
    transfer: 'Die Auszahlung erfolgt {frist}, nachdem Sie Ihre Bankdaten angegeben haben.',
    voucher: 'Ihren Gutschein erhalten Sie innerhalb von 24 Stunden per E-Mail.',
    expired: 'Die Prämie konnte bis zum {datum} abgeholt werden.',
  },
  en: {
    afterContract: 'The reward is usually ready about 4 to 6 weeks after the contract is concluded.',
    afterEffective:
      'The reward is usually ready about 5 to 6 weeks after the contract has become effective, in exceptional cases after up to 3 months.',
    recipientAfterContract:
      'Your share is usually ready about 4 to 6 weeks after the contract is concluded; it is then transferred to your account {frist}.',
    recipientAfterContractPickup:
      'Your share is usually ready about 4 to 6 weeks after the contract is concluded; you will then receive a pickup link by e-mail and choose there how you would like to receive it: a bank transfer follows {frist} after you enter your bank details, a voucher within 24 hours.',
    recipientPickUp:
      'We have sent you the pickup link by e-mail. A bank transfer follows {frist} after you enter your bank details, a voucher within 24 hours.',
    pickUpBy:
      'Please choose by {datum} how you would like to receive your reward; after that it expires. A bank transfer follows {frist} after you enter your bank details, a voucher within 24 hours.',
    transfer: 'The payment is made {frist} after you have entered your bank details.',
    voucher: 'You will receive your voucher by e-mail within 24 hours.',
    expired: 'The reward could be collected until {datum}.',
  },
};

/** A timing text to show, with the day it names (pickUpBy, expired). */
export interface PayoutTiming {
  key: PayoutTimingKey;
  /** YYYY-MM-DD, for the keys that name a day. */
  day?: string;
}

/** What the referrer's timing text depends on, for one referral's reward. */
export interface ReferrerTimingInput {
  referral: ReferralStatus;
  reward: RewardStatus | null;
  payoutKind: PayoutKind | null;
  /** The last day to choose the reward (see reward-expiry `pickUpBy`), once it was ready. */
  pickUpBy: string | null;
}

/** The referrer's timing text for a referral's reward, or none where nothing is to come. */
export function referrerTiming(input: ReferrerTimingInput): PayoutTiming | null {
  switch (input.reward) {
    case 'Offen':
      return { key: 'afterEffective' };
    case 'Bereitgestellt':
      return input.pickUpBy ? { key: 'pickUpBy', day: input.pickUpBy } : null;
    case 'Abgeholt':
      if (input.payoutKind === 'Gutschein') return { key: 'voucher' };
      return { key: 'transfer' };
    case 'Abgelaufen':
      return input.pickUpBy ? { key: 'expired', day: input.pickUpBy } : null;
    case 'Ausgezahlt':
    case 'Storniert':
      return null;
    case null:
      // An order in progress, not credited yet: the reward is ready some weeks after the contract.
      return input.referral === 'Offen' ? { key: 'afterContract' } : null;
  }
}

/**
 * The recipient's payout state: the status bar texts of spec §4 that fit the recipient's share,
 * and "reserved" before it is credited (the referrer's status bar speaks of "your contact" there).
 */
export const RECIPIENT_REWARD_KEYS = [
  'shareReserved',
  'claimInProcessing',
  'enterBankData',
  'pickUpReward',
  'rewardBeingPaid',
  'rewardPaid',
  'rewardExpired',
  'noContract',
] as const satisfies readonly (StatusBarKey | 'shareReserved')[];
export type RecipientRewardKey = (typeof RECIPIENT_REWARD_KEYS)[number];

const SHARE_RESERVED: Record<Language, string> = {
  de: 'Ihr Anteil an der Prämie ist vorgemerkt: Sie erhalten ihn, sobald Ihr Vertrag wirksam geworden ist.',
  en: 'Your share of the reward is reserved: you receive it once your contract has become effective.',
};

export const recipientRewardText = (lang: Language, key: RecipientRewardKey): string =>
  key === 'shareReserved' ? SHARE_RESERVED[lang] : STATUS_BAR_TEXTS[lang][key];

export interface RecipientRewardInput {
  referral: ReferralStatus;
  /** The recipient's credited share, once there is one. */
  reward: RewardStatus | null;
  /** The recipient has given no account to transfer the share to. */
  bankDataMissing: boolean;
  /**
   * The tenant keeps no bank data (ModuleStoringBankdata off): a ready share without an account
   * waits for the recipient's choice at the pickup link mailed to them (issue 27, finding 8).
   */
  choosesAtPickup: boolean;
}

/**
 * Where the recipient's share stands. With an account given at the order nobody chooses it: once
 * ready it is transferred there, so "ready" reads "being paid"; without one, "enter bank data" —
 * or, where the tenant keeps no bank data, "collect your reward" at the mailed pickup link.
 */
export function recipientRewardKey(input: RecipientRewardInput): RecipientRewardKey {
  switch (input.reward) {
    case 'Offen':
      return 'claimInProcessing';
    case 'Bereitgestellt':
      if (!input.bankDataMissing) return 'rewardBeingPaid';
      return input.choosesAtPickup ? 'pickUpReward' : 'enterBankData';
    case 'Abgeholt':
      return 'rewardBeingPaid';
    case 'Ausgezahlt':
      return 'rewardPaid';
    case 'Abgelaufen':
      return 'rewardExpired';
    case 'Storniert':
      return 'noContract';
    case null:
      return input.referral === 'Storniert' || input.referral === 'Abgelaufen'
        ? 'noContract'
        : 'shareReserved';
  }
}

/** What the recipient's timing text depends on besides their state (issue 27, finding 8). */
export interface RecipientTimingFacts {
  /** No account given at the order: a ready share is chosen at a mailed pickup link. */
  bankDataMissing: boolean;
  /** What the recipient chose at their pickup link, once they did. */
  payoutKind: PayoutKind | null;
}

/**
 * The recipient's timing text for their share, or none where nothing is to come. It says what
 * will really happen: a transfer to the account given at the order, the pickup link mailed where
 * none was given, a voucher's 24 hours where one was chosen at the link.
 */
export function recipientTiming(key: RecipientRewardKey, facts: RecipientTimingFacts): PayoutTiming | null {
  if (key === 'shareReserved' || key === 'claimInProcessing')
    return { key: facts.bankDataMissing ? 'recipientAfterContractPickup' : 'recipientAfterContract' };
  if (key === 'pickUpReward') return { key: 'recipientPickUp' };
  if (key === 'rewardBeingPaid' && facts.payoutKind === 'Gutschein') return { key: 'voucher' };
  if (key === 'enterBankData' || key === 'rewardBeingPaid') return { key: 'transfer' };
  return null;
}

/** The timing text in a language, its day and the tenant's transfer period (weeks) filled in. */
export function payoutTimingText(lang: Language, timing: PayoutTiming, weeks: number): string {
  return PAYOUT_TIMING_TEXTS[lang][timing.key]
    .replace('{datum}', timing.day ? displayDay(timing.day) : '')
    .replace('{frist}', payoutPeriod(lang, weeks));
}
