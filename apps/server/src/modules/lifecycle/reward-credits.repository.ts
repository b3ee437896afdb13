import type { PayoutKind } from '@kwk/shared/rewards/reward-pickup.schemas';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
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

    /**
     * Paid (issue 15): chosen rewards (Abgeholt) become Ausgezahlt with the day they were paid, in
     * the caller's transaction. Only those still chosen move, so a repeated confirmation pays
     * nothing twice; answers the ids that moved now.
     */
    markPaid: async (tx: Db, where: { tenantId: string; ids: string[] }, at: Date) =>
      where.ids.length === 0
        ? []
        : (
            await tx
              .update(rewardCredits)
              .set({ status: 'Ausgezahlt', paidAt: at, updatedAt: at })
              .where(
                and(
                  eq(rewardCredits.tenantId, where.tenantId),
                  inArray(rewardCredits.id, where.ids),
                  eq(rewardCredits.status, 'Abgeholt'),
                ),
              )
              .returning({ id: rewardCredits.id })
          ).map((r) => r.id),

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

    /**
     * A goodwill reward support granted (Kulanz, issue 14): ready for the referrer's pickup at once,
     * no periods to wait for. Answers the credit's id.
     */
    insertGoodwill: async (
      tx: Db,
      credit: { tenantId: string; referrerId: string; cents: number; at: Date },
    ) =>
      (
        await tx
          .insert(rewardCredits)
          .values({
            tenantId: credit.tenantId,
            kind: 'goodwill',
            beneficiary: 'Empfehler',
            referrerId: credit.referrerId,
            cents: credit.cents,
            status: 'Bereitgestellt',
            createdAt: credit.at,
            updatedAt: credit.at,
          })
          .returning({ id: rewardCredits.id })
      )[0]!.id,

    /**
     * Art. 17 erasure (issue 14): the payee's details go from the referrer's credits and from any
     * credit whose voucher went to the address; amounts, status and dates stay for the bookkeeping.
     * Answers how many credits lost personal data.
     */
    erasePayee: async (tx: Db, where: { referrerIds: string[]; voucherEmail: string }) =>
      (
        await tx
          .update(rewardCredits)
          .set({ voucherEmail: null, payoutHolder: null, payoutIbanSealed: null })
          .where(
            and(
              or(
                where.referrerIds.length > 0
                  ? inArray(rewardCredits.referrerId, where.referrerIds)
                  : undefined,
                sql`lower(${rewardCredits.voucherEmail}) = ${where.voucherEmail.trim().toLowerCase()}`,
              ),
              sql`(${rewardCredits.voucherEmail} is not null or ${rewardCredits.payoutHolder} is not null
                or ${rewardCredits.payoutIbanSealed} is not null)`,
            ),
          )
          .returning({ id: rewardCredits.id })
      ).length,
  };
}

export type RewardCreditsRepository = ReturnType<typeof createRewardCreditsRepository>;
