import type { Db } from '../../db/client.ts';
import type { FraudReviewService } from '../fraud/fraud.api.ts';
import type { PickupFraudInput } from '../rewards/rewards.api.ts';
import type { ProgrammeUses } from './programme-uses.ts';

/**
 * Picking up a reward (transfer or voucher): the rewards module records the choice and, in the
 * same transaction, the fraud module compares the transfer's IBAN; a match holds the referral
 * again and puts it in support's review (issue 15). The list names the voucher each ready reward can
 * be taken as from the vouchers module's pool of its amount (issue 30, item 5).
 */
export function chooseReward(use: ProgrammeUses, fraudReviews: FraudReviewService) {
  return use.rewardsWith(
    async (tx: Db, input: PickupFraudInput) => {
      if (await use.fraudChecks.atPickup(tx, input))
        await fraudReviews.afterHold(tx, input.tenantId, input.referralId, input.now);
    },
    // The pickup offers a voucher by its shop, value and validity: the vouchers module's pools.
    (tenant, cents) => use.vouchers.offers(tenant, cents),
  );
}
