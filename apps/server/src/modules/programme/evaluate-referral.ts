import type { LifecycleService } from '../lifecycle/lifecycle.api.ts';
import type { ProgrammeUses } from './programme-uses.ts';

/**
 * The engine that evaluates a referral (decision 007), given the facts of the modules above the
 * lifecycle, each read from its owner: the partner events, the agency's release, the fraud review
 * and its holds, the payout batches and the rewards' pickup links. The engine calls no module: it
 * is handed these reads, and every caller of the engine gets this one.
 */
export function evaluateReferral(use: ProgrammeUses): LifecycleService {
  return use.engineWith({
    events: use.referralEvents,
    rewardLink: use.rewardLink,
    recipientRewardLink: use.recipientRewardLink,
    agencyRelease: use.agencyRelease,
    fraudReview: use.fraudChecks.reviewFact,
    notHeldByFraud: use.notHeldByFraud,
    inPayoutBatch: use.inPayoutBatch,
  });
}
