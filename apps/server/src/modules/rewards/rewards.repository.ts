import type { PayoutKind } from '@kwk/shared/rewards/reward-pickup.schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../catalogue/catalogue.table.ts';
import { rewardCredits } from '../lifecycle/reward-credits.table.ts';
import { referrals } from '../referrals/referrals.table.ts';

/** The rewards a referrer sees in the pickup: ready, chosen and paid. */
const VISIBLE = ['Bereitgestellt', 'Abgeholt', 'Ausgezahlt'] as const;

export function createRewardsRepository() {
  return {
    /** The referrer's rewards (or the one with `id`), oldest first, with the recommendation they came from. */
    list: (tx: Db, tenantId: string, referrerId: string, id?: string) =>
      tx
        .select({
          credit: rewardCredits,
          empfehlungsnummer: referrals.empfehlungsnummer,
          produkt: products.anzeigeName,
        })
        .from(rewardCredits)
        .leftJoin(referrals, eq(referrals.id, rewardCredits.referralId))
        .leftJoin(
          products,
          and(eq(products.tenantId, referrals.tenantId), eq(products.id, referrals.productId)),
        )
        .where(
          and(
            eq(rewardCredits.tenantId, tenantId),
            eq(rewardCredits.referrerId, referrerId),
            eq(rewardCredits.beneficiary, 'Empfehler'),
            inArray(rewardCredits.status, [...VISIBLE]),
            id ? eq(rewardCredits.id, id) : undefined,
          ),
        )
        .orderBy(asc(rewardCredits.createdAt), asc(rewardCredits.id)),

    statusOf: async (tx: Db, tenantId: string, referrerId: string, id: string) =>
      (
        await tx
          .select({ status: rewardCredits.status, cents: rewardCredits.cents })
          .from(rewardCredits)
          .where(
            and(
              eq(rewardCredits.tenantId, tenantId),
              eq(rewardCredits.referrerId, referrerId),
              eq(rewardCredits.beneficiary, 'Empfehler'),
              eq(rewardCredits.id, id),
            ),
          )
      )[0],

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
  };
}

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
