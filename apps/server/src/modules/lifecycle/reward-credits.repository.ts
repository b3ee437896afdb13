import type { PayoutKind } from '@kwk/shared/rewards/reward-pickup.schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rewardCredits } from './reward-credits.table.ts';

/**
 * What other modules ask of the reward credits, which the lifecycle owns: the referrer's choice at
 * the pickup (rewards) and the recipient's part (recipients). The engine's own reads and writes
 * are in lifecycle.repository.ts.
 */
export function createRewardCreditsRepository() {
  return {
    /**
     * Takes the choice if the reward is still ready, in one statement: of concurrent choices one
     * wins, the others find it chosen. Answers the amount, or nothing when it was not ready.
     */
    choose: async (
      tx: Db,
      where: { tenantId: string; referrerId: string; id: string },
      choice: {
        payoutKind: PayoutKind;
        voucherEmail: string | null;
        payoutHolder: string | null;
        payoutIbanSealed: string | null;
        at: Date;
      },
    ) =>
      (
        await tx
          .update(rewardCredits)
          .set({ ...choice, status: 'Abgeholt', chosenAt: choice.at, updatedAt: choice.at })
          .where(
            and(
              eq(rewardCredits.tenantId, where.tenantId),
              eq(rewardCredits.referrerId, where.referrerId),
              eq(rewardCredits.beneficiary, 'Empfehler'),
              eq(rewardCredits.id, where.id),
              eq(rewardCredits.status, 'Bereitgestellt'),
            ),
          )
          .returning({ cents: rewardCredits.cents })
      )[0],

    /** The recipient's credited part of the referral's reward, once there is one. */
    recipientCredit: async (tx: Db, referralId: string) =>
      (
        await tx
          .select({ cents: rewardCredits.cents, status: rewardCredits.status })
          .from(rewardCredits)
          .where(
            and(
              eq(rewardCredits.referralId, referralId),
              eq(rewardCredits.kind, 'referral'),
              eq(rewardCredits.beneficiary, 'Empfaenger'),
            ),
          )
      )[0],
  };
}

export type RewardCreditsRepository = ReturnType<typeof createRewardCreditsRepository>;
