/**
 * The referrals module's public face (decision 075): the referrals' table, read queries, rules and
 * status statements, the repositories, the promised reward, the recommendation request and the
 * routes the programme module serves. Other modules import this file or `referrals.module.ts`,
 * nothing else of the module (scripts/module-graph.mjs checks it).
 */

export { promisedReward } from './promised-reward.ts';
export { recommendationCreated, recommendationInput } from './recommendation-request.ts';
export { referralFactCounted, referralStatusUpdate } from './referral-status.ts';
export type { ReferralSupportRecords, SupportHit } from './referral-support.repository.ts';
export type { FraudCheckAtCreate } from './referrals.deps.ts';
export {
  campaignConsented,
  linkOpensPerDay,
  productReferred,
  referralClickTimes,
  referralCountOfAgent,
  referralIdByNumber,
  referralIdsOfReferrers,
  referralKeys,
  referralMilestones,
  referralSummaries,
  referralsOfAgents,
} from './referrals.queries.ts';
export type { ReferralRecords, ReferralRow } from './referrals.repository.ts';
export { referralsRoutes } from './referrals.routes.ts';
export { linkToken, recipientIdentityHash } from './referrals.rules.ts';
export type { ReferralsService } from './referrals.service.ts';
export { referrals } from './referrals.table.ts';
