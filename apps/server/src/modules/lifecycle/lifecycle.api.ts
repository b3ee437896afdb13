/**
 * The lifecycle module's public face (decision 075): the engine's service and facts, the referral
 * state's read, the reward credits (table, repository, read queries, owner) and the development
 * reward routes the programme module serves. Other modules import this file or
 * `lifecycle.module.ts`, nothing else of the module (scripts/module-graph.mjs checks it).
 */

export { devRewardsRoutes } from './dev-rewards.routes.ts';
export type { LifecycleRecords } from './lifecycle.repository.ts';
export type { AgencyReleaseFact, LifecycleService } from './lifecycle.service.ts';
export type { LifecycleWebhooks } from './lifecycle.webhooks.ts';
export type { FactEvent } from './referral-facts.ts';
export { foldReferral } from './referral-facts.ts';
export type { EventsJson, ReferralState } from './referral-state.ts';
export { stateQuery, toState } from './referral-state.ts';
export {
  creditTransfers,
  paidPerPerson,
  recipientShareToIban,
  referralRewardCents,
  referralRewardsCredited,
  referralRewardsGivenSince,
  referrersWithPayoutIban,
  rewardCreditStates,
} from './reward-credits.queries.ts';
export type { RewardCreditRecords } from './reward-credits.repository.ts';
export { rewardCredits } from './reward-credits.table.ts';
export type { RewardOwner } from './reward-owner.ts';
export { ownedBy } from './reward-owner.ts';
