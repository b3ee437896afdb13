import type { LifecycleService } from '../lifecycle/lifecycle.api.ts';
import type { ProgrammeUses } from './programme-uses.ts';

/**
 * The recipient's pages (confirmation, choices, progress): the recipients module writes its rows
 * and, in the same transactions, runs the fraud checks at the confirmation (issue 15) and the
 * engine's pickup mail for a fresh link (issue 27); the progress reads the partner events' order
 * date and the lifecycle's credit.
 */
export function confirmRecipient(use: ProgrammeUses, engine: LifecycleService) {
  return use.recipientsWith({
    fraud: use.fraudChecks.atConfirmation,
    pickupMail: engine.mailRecipientPickup,
    progress: { orderDate: use.orderDate, recipientCredit: use.recipientCredit },
  });
}
