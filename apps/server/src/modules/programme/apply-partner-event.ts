import type { LifecycleService } from '../lifecycle/lifecycle.api.ts';
import type { ProgrammeUses } from './programme-uses.ts';

/**
 * A partner's event (spec §7 partner API), and the replay of a dead letter: the partner-events
 * module stores it and, in the same transaction, the engine evaluates the referral; an event that
 * says the recipient was a customer already records the fraud module's signal there too.
 */
export function applyPartnerEvent(use: ProgrammeUses, engine: LifecycleService) {
  return use.partnerEventsWith(engine, use.fraudChecks.atPartnerEvent);
}
