import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../catalogue/catalogue.api.ts';
import {
  ownedBy,
  type RewardCreditRecords,
  type RewardOwner,
  rewardCredits,
} from '../lifecycle/lifecycle.api.ts';
import { referrals } from '../referrals/referrals.api.ts';

/** The rewards a referrer (or a recipient, their share) sees in the pickup: ready, chosen, paid, expired. */
const VISIBLE = ['Bereitgestellt', 'Abgeholt', 'Ausgezahlt', 'Abgelaufen'] as const;

/** The pickup's reads; `credits` writes the choice. */
export function createRewardsRepository({ credits }: { credits: RewardCreditRecords }) {
  return {
    /** The owner's rewards (or the one with `id`), oldest first, with the recommendation they came from. */
    list: (tx: Db, tenantId: string, owner: RewardOwner, id?: string) =>
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
            ownedBy(owner),
            inArray(rewardCredits.status, [...VISIBLE]),
            id ? eq(rewardCredits.id, id) : undefined,
          ),
        )
        .orderBy(asc(rewardCredits.createdAt), asc(rewardCredits.id)),

    statusOf: async (tx: Db, tenantId: string, owner: RewardOwner, id: string) =>
      (
        await tx
          .select({ status: rewardCredits.status, cents: rewardCredits.cents })
          .from(rewardCredits)
          .where(and(eq(rewardCredits.tenantId, tenantId), ownedBy(owner), eq(rewardCredits.id, id)))
      )[0],

    /**
     * The referrer's year for the tax notice (§22 Nr. 3 EStG): paid out with the payment in
     * [from, to), and chosen but not paid yet. The owner's own rewards only: the recipient's
     * share is the recipient's income, and the recipient's pickup sums only that.
     */
    yearSums: async (tx: Db, tenantId: string, owner: RewardOwner, year: { from: Date; to: Date }) => {
      const [row] = await tx
        .select({
          paid: sql<number>`coalesce(sum(${rewardCredits.cents}) filter (where ${rewardCredits.status} = 'Ausgezahlt' and ${gte(rewardCredits.paidAt, year.from)} and ${lt(rewardCredits.paidAt, year.to)}), 0)::int`,
          pending: sql<number>`coalesce(sum(${rewardCredits.cents}) filter (where ${rewardCredits.status} = 'Abgeholt'), 0)::int`,
        })
        .from(rewardCredits)
        .where(
          and(
            eq(rewardCredits.tenantId, tenantId),
            ownedBy(owner),
            inArray(rewardCredits.status, ['Ausgezahlt', 'Abgeholt']),
          ),
        );
      return { paid: Number(row?.paid ?? 0), pending: Number(row?.pending ?? 0) };
    },

    /** The choice is the credits' owner's statement (the lifecycle's), in the caller's transaction. */
    choose: credits.choose,
  };
}

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
