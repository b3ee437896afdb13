import type { RewardStatus } from './referral-lifecycle.ts';

/**
 * Whether a recipient may have a fresh pickup link mailed from their page (issue 27, finding 8;
 * decision 036): the first link's mail may be lost or its 60 days over, and without another one a
 * share with no account given could never be paid. Only a ready share (a choice at the pickup
 * moves it on from `Bereitgestellt`) whose recipient gave no account: with one, the share is
 * transferred there without a choice.
 */
export const mayMailPickupLink = (facts: {
  reward: RewardStatus | null;
  bankDataMissing: boolean;
}): boolean => facts.reward === 'Bereitgestellt' && facts.bankDataMissing;
