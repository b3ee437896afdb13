import type { LifecycleService } from '../lifecycle/lifecycle.api.ts';
import type { ProgrammeUses } from './programme-uses.ts';

/**
 * The daily lifecycle jobs (expiry, erasure, reward periods and expiry, the audit anchor) on the
 * engine, with the rewards module's pickup link for the "reward ready" mails.
 */
export function runDailyJobs(use: ProgrammeUses, engine: LifecycleService) {
  return use.lifecycleJobsWith(engine, use.rewardLink);
}
