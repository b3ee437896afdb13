/**
 * The referral and reward lifecycles of spec §4 as pure transition tables. The engine (issue 4)
 * applies partner events and jobs through these functions only, so every status change has one
 * definition and one test; a refused transition names its reason, which the engine records.
 */

export const REFERRAL_STATUSES = ['Ok', 'Abgelaufen', 'Offen', 'Gezahlt', 'Storniert'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const REWARD_STATUSES = [
  'Offen',
  'Bereitgestellt',
  'Ausgezahlt',
  'Abgeholt',
  'Storniert',
  'Abgelaufen',
] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/** What happens to a referral: partner events about its order, and the engine's own decisions. */
export const REFERRAL_EVENTS = [
  /** The recipient ordered through the link. */
  'order.placed',
  /** The order became legally effective (not rejected, cancelled or revoked; first payment made). */
  'order.effective',
  'order.cancelled',
  'order.revoked',
  'order.rejected',
  /** 60 days passed without an order (job). */
  'link.expired',
  /** The revocation and complaint periods passed and the programme rules hold: the reward is due. */
  'reward.credited',
] as const;
export type ReferralEvent = (typeof REFERRAL_EVENTS)[number];

export const REWARD_EVENTS = [
  /** The revocation and complaint periods passed (job): the reward can be collected. */
  'periods.passed',
  /** The referrer chose the reward (cash or voucher); possible once (PraemieBereitsAbgeholt). */
  'reward.chosen',
  /** The money was transferred or the voucher sent. */
  'reward.paid',
  /** The order was cancelled, revoked or rejected while the reward waited for its periods. */
  'reward.cancelled',
  /** The referrer did not collect the reward in time (job). */
  'reward.expired',
  /**
   * Support rejected the referral in the fraud review (issue 15). Unlike an ended order it also
   * takes back a choice not yet paid: a hold at the pickup comes after the choice.
   */
  'review.rejected',
  /**
   * The rewards' server-side moves beyond spec §4 (issue 15, 28): the referral waits for an
   * agency's release past its periods, so its reward leaves the periods job's list and stays Offen.
   */
  'release.awaited',
  /** A bonus tier lost to a cancelled or rejected referral is reached again (a release). */
  'bonus.regained',
  /** A payout batch takes the recipient's share as a transfer: chosen on the recipient's behalf. */
  'transfer.batched',
  /** The prepared batch that took the recipient's share was discarded: ready again. */
  'batch.discarded',
  /** The bank returned the transfer: ready again, for new bank data. */
  'transfer.returned',
] as const;
export type RewardEvent = (typeof REWARD_EVENTS)[number];

export type Transition<S> = { ok: true; status: S } | { ok: false; reason: string };

const ORDER_ENDED = new Set<ReferralEvent>(['order.cancelled', 'order.revoked', 'order.rejected']);

/** The referral's next status, or why the event does not apply in this status. */
export function nextReferralStatus(status: ReferralStatus, event: ReferralEvent): Transition<ReferralStatus> {
  const to = (next: ReferralStatus): Transition<ReferralStatus> => ({ ok: true, status: next });
  const refuse = (reason: string): Transition<ReferralStatus> => ({ ok: false, reason });
  switch (status) {
    case 'Ok':
      if (event === 'order.placed' || event === 'order.effective') return to('Offen');
      if (event === 'link.expired') return to('Abgelaufen');
      if (ORDER_ENDED.has(event)) return to('Storniert');
      return refuse('no order yet');
    case 'Offen':
      if (event === 'order.placed' || event === 'order.effective') return to('Offen');
      if (ORDER_ENDED.has(event)) return to('Storniert');
      if (event === 'reward.credited') return to('Gezahlt');
      return refuse('an order is in progress');
    case 'Abgelaufen':
      return refuse('the referral link expired');
    case 'Gezahlt':
      return refuse('the reward was already credited');
    case 'Storniert':
      return refuse('the order was cancelled, revoked or rejected');
  }
}

/** The reward a credited referral creates starts as Offen until its periods pass. */
export const NEW_REWARD_STATUS: RewardStatus = 'Offen';

/**
 * The reward's transition table: for each event, the statuses it applies in and the one it leads
 * to. Offen waits for the periods; nothing is paid before. Bereitgestellt waits for the referrer's
 * choice, or is paid directly where the tenant pays without one. Every status change of a reward
 * credit on the server names one of these events (apps/server lifecycle/reward-credit-status.ts).
 */
export const REWARD_TRANSITIONS: Readonly<
  Record<RewardEvent, { readonly from: readonly RewardStatus[]; readonly to: RewardStatus }>
> = {
  'periods.passed': { from: ['Offen'], to: 'Bereitgestellt' },
  'reward.chosen': { from: ['Bereitgestellt'], to: 'Abgeholt' },
  'reward.paid': { from: ['Bereitgestellt', 'Abgeholt'], to: 'Ausgezahlt' },
  'reward.cancelled': { from: ['Offen', 'Bereitgestellt'], to: 'Storniert' },
  'reward.expired': { from: ['Bereitgestellt'], to: 'Abgelaufen' },
  // Only a choice not yet in a payout batch: the caller leaves a batched transfer to its batch.
  'review.rejected': { from: ['Offen', 'Bereitgestellt', 'Abgeholt'], to: 'Storniert' },
  'release.awaited': { from: ['Offen'], to: 'Offen' },
  'bonus.regained': { from: ['Storniert'], to: 'Bereitgestellt' },
  'transfer.batched': { from: ['Bereitgestellt'], to: 'Abgeholt' },
  'batch.discarded': { from: ['Abgeholt'], to: 'Bereitgestellt' },
  'transfer.returned': { from: ['Abgeholt', 'Ausgezahlt'], to: 'Bereitgestellt' },
};

/** Why an event does not apply, by the reward's status: what the engine records. */
const REWARD_REFUSALS: Record<RewardStatus, string> = {
  Offen: 'the revocation and complaint periods have not passed',
  Bereitgestellt: 'the reward is ready already',
  Abgeholt: 'the reward was chosen and is being paid',
  Ausgezahlt: 'the reward was paid',
  Storniert: 'the reward was cancelled',
  Abgelaufen: 'the reward expired',
};

/** The reward's next status by its transition table, or why the event does not apply in this status. */
export function nextRewardStatus(status: RewardStatus, event: RewardEvent): Transition<RewardStatus> {
  const { from, to } = REWARD_TRANSITIONS[event];
  if (from.includes(status)) return { ok: true, status: to };
  if (status === 'Abgeholt' && event === 'reward.chosen')
    return { ok: false, reason: 'PraemieBereitsAbgeholt' };
  return { ok: false, reason: REWARD_REFUSALS[status] };
}
