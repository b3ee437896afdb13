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
 * The reward's next status. Offen waits for the periods; nothing is paid before. Bereitgestellt
 * waits for the referrer's choice, or is paid directly where the tenant pays without one.
 */
export function nextRewardStatus(status: RewardStatus, event: RewardEvent): Transition<RewardStatus> {
  const to = (next: RewardStatus): Transition<RewardStatus> => ({ ok: true, status: next });
  const refuse = (reason: string): Transition<RewardStatus> => ({ ok: false, reason });
  switch (status) {
    case 'Offen':
      if (event === 'periods.passed') return to('Bereitgestellt');
      if (event === 'reward.cancelled' || event === 'review.rejected') return to('Storniert');
      return refuse('the revocation and complaint periods have not passed');
    case 'Bereitgestellt':
      if (event === 'reward.chosen') return to('Abgeholt');
      if (event === 'reward.paid') return to('Ausgezahlt');
      if (event === 'reward.expired') return to('Abgelaufen');
      if (event === 'reward.cancelled' || event === 'review.rejected') return to('Storniert');
      return refuse('the reward is ready already');
    case 'Abgeholt':
      if (event === 'reward.paid') return to('Ausgezahlt');
      if (event === 'reward.chosen') return refuse('PraemieBereitsAbgeholt');
      // Only a choice not yet in a payout batch: the caller leaves a batched transfer to its batch.
      if (event === 'review.rejected') return to('Storniert');
      return refuse('the reward was chosen and is being paid');
    case 'Ausgezahlt':
      return refuse('the reward was paid');
    case 'Storniert':
      return refuse('the reward was cancelled');
    case 'Abgelaufen':
      return refuse('the reward expired');
  }
}
