import type { RewardStatus } from '@kwk/shared/lifecycle/referral-lifecycle';
import type { PayoutKind } from '@kwk/shared/rewards/reward-pickup.schemas';

/**
 * Where a referrer's reward stands, in the words of spec §4 ("reward being paid", "reward paid",
 * "enter bank data"): a chosen transfer is "Auszahlung veranlasst" and a chosen voucher
 * "Gutschein angefordert" until the reward's status is Ausgezahlt — never "ausgezahlt" before.
 */
export const REWARD_LABELS = [
  'processing',
  'ready',
  'transferRequested',
  'voucherRequested',
  'bankDataMissing',
  'chosen',
  'paid',
  'cancelled',
  'expired',
] as const;
export type RewardLabel = (typeof REWARD_LABELS)[number];

export interface RewardState {
  status: RewardStatus;
  /** How the referrer chose to take it, once chosen. */
  payoutKind: PayoutKind | null;
  /** A transfer was chosen and the account to pay it to is still missing. */
  bankDataMissing: boolean;
}

export function rewardLabel({ status, payoutKind, bankDataMissing }: RewardState): RewardLabel {
  switch (status) {
    case 'Offen':
      return 'processing';
    case 'Bereitgestellt':
      return 'ready';
    case 'Abgeholt':
      if (payoutKind === 'Gutschein') return 'voucherRequested';
      if (payoutKind === 'Ueberweisung') return bankDataMissing ? 'bankDataMissing' : 'transferRequested';
      return 'chosen';
    case 'Ausgezahlt':
      return 'paid';
    case 'Storniert':
      return 'cancelled';
    case 'Abgelaufen':
      return 'expired';
  }
}
