import type { LifecycleService } from '../lifecycle/lifecycle.api.ts';
import type { ProgrammeUses } from './programme-uses.ts';

/**
 * An agency's release of its agent's order (issue 13): the agency module records it and, in the
 * same transaction, the engine evaluates the referral (an order past its periods is credited now).
 * The reports come with it: they are served by the same routes.
 */
export function releaseAgencyOrder(use: ProgrammeUses, engine: LifecycleService) {
  return use.agencyReportsWith(engine);
}
