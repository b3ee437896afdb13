import type { ReferralStatus, RewardStatus } from '../lifecycle/referral-lifecycle.ts';
import type { PayoutKind } from '../rewards/reward-pickup.schemas.ts';

/**
 * Where one reward credit stands on its way to the person (issue 27, item 11), as support reads it:
 * - `waiting`: the revocation and complaint periods run (Offen);
 * - `choice`: ready, the referrer has not chosen transfer or voucher yet;
 * - `bank_data`: ready, a recipient's share whose recipient gave no account (they may give it on
 *   their page, or choose at the pickup link mailed to them);
 * - `pickup`: ready, a recipient's share where the tenant keeps no bank data: the recipient chooses
 *   transfer or voucher at the pickup link mailed to them (issue 27, finding 8) — no bank data to ask for;
 * - `batch`: a transfer that waits for the next payout batch;
 * - `prepared` / `released`: in a batch prepared, or released and not yet confirmed executed;
 * - `voucher`: a voucher chosen, its code not yet issued;
 * - `paid`: the bank executed the released batch, or the voucher code went out (Ausgezahlt);
 * - `expired` / `cancelled`.
 */
export const PAYOUT_STATES = [
  'waiting',
  'choice',
  'bank_data',
  'pickup',
  'batch',
  'prepared',
  'released',
  'voucher',
  'paid',
  'expired',
  'cancelled',
] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** The states of a payout batch (payouts.table.ts). */
export const PAYOUT_BATCH_STATES = ['Vorbereitet', 'Freigegeben', 'Ausgefuehrt', 'Verworfen'] as const;
export type PayoutBatchState = (typeof PAYOUT_BATCH_STATES)[number];

export interface CreditFacts {
  status: RewardStatus;
  beneficiary: 'Empfehler' | 'Empfaenger';
  payoutKind: PayoutKind | null;
  /** Whether an account to pay to is on file (the chosen transfer's, or the recipient's). */
  bankData: boolean;
  /** The batch that holds the credit now (not discarded, not returned), if any. */
  batch: PayoutBatchState | null;
  /**
   * The tenant keeps no bank data (ModuleStoringBankdata off): a recipient's share without an
   * account is chosen at the mailed pickup link, as `recipientRewardKey` reads it for their page.
   */
  choosesAtPickup: boolean;
}

/**
 * One credit's payout state. Paid is only what the reward's own status says was paid (Ausgezahlt,
 * which the batch execution and the voucher issue alone set): being credited is not being paid.
 */
export function payoutState(c: CreditFacts): PayoutState {
  switch (c.status) {
    case 'Offen':
      return 'waiting';
    case 'Storniert':
      return 'cancelled';
    case 'Abgelaufen':
      return 'expired';
    case 'Ausgezahlt':
      return 'paid';
    case 'Bereitgestellt':
      if (c.beneficiary === 'Empfehler') return 'choice';
      if (c.bankData) return 'batch';
      return c.choosesAtPickup ? 'pickup' : 'bank_data';
    case 'Abgeholt':
      if (c.payoutKind === 'Gutschein') return 'voucher';
      return c.batch ? batchState(c.batch) : 'batch';
  }
}

// Executed but not yet marked paid does not happen (one transaction); it counts as released.
const batchState = (b: PayoutBatchState): PayoutState => (b === 'Vorbereitet' ? 'prepared' : 'released');

/** A referral's rewards taken together: none credited, none paid, some paid, or all that remain paid. */
export const REFERRAL_PAYOUTS = ['none', 'unpaid', 'partly', 'paid'] as const;
export type ReferralPayout = (typeof REFERRAL_PAYOUTS)[number];

/**
 * Cancelled and expired credits are owed to nobody: a referral is paid when every other credit is
 * paid, and at least one is; without any credit it has none.
 */
export function referralPayout(states: readonly PayoutState[]): ReferralPayout {
  if (states.length === 0) return 'none';
  const owed = states.filter((s) => s !== 'cancelled' && s !== 'expired');
  const paid = owed.filter((s) => s === 'paid').length;
  if (paid === 0) return 'unpaid';
  return paid === owed.length ? 'paid' : 'partly';
}

/**
 * The status support is shown for a referral: the engine's `Gezahlt` means "reward credited"; it
 * shows as paid (`Ausgezahlt`) only when its rewards are, else as credited and unpaid
 * (`Gutgeschrieben`) or partly paid (`TeilweiseGezahlt`). Other statuses show as they are.
 */
export type ShownReferralStatus =
  | Exclude<ReferralStatus, 'Gezahlt'>
  | 'Ausgezahlt'
  | 'Gutgeschrieben'
  | 'TeilweiseGezahlt';

export function shownReferralStatus(status: ReferralStatus, payout: ReferralPayout): ShownReferralStatus {
  if (status !== 'Gezahlt') return status;
  if (payout === 'paid') return 'Ausgezahlt';
  return payout === 'partly' ? 'TeilweiseGezahlt' : 'Gutgeschrieben';
}
