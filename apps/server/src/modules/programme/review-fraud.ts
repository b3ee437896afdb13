import type { LifecycleService } from '../lifecycle/lifecycle.api.ts';
import type { ProgrammeUses } from './programme-uses.ts';

/**
 * Support's fraud review (issue 15): the fraud module records the release or rejection and, in the
 * same transaction under the referral's lock, hands the referral back to the engine.
 */
export function reviewFraud(use: ProgrammeUses, engine: LifecycleService) {
  return use.fraudReviewsWith(engine);
}
