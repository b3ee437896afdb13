import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productRewards, products, rewards } from '../catalogue/catalogue.table.ts';
import { type ConsentProof, referralClicks, referrals } from './referrals.table.ts';

export type ReferralRow = typeof referrals.$inferSelect;
export type NewReferral = typeof referrals.$inferInsert;

export function createReferralsRepository() {
  return {
    /** Inserts unless this referrer already recommended this product to this recipient; then undefined. */
    insertUnlessExists: async (tx: Db, row: NewReferral): Promise<ReferralRow | undefined> =>
      (
        await tx
          .insert(referrals)
          .values(row)
          .onConflictDoNothing({
            target: [
              referrals.tenantId,
              referrals.referrerId,
              referrals.recipientEmailIdentity,
              referrals.productId,
            ],
          })
          .returning()
      )[0],

    findSame: async (
      tx: Db,
      key: { tenantId: string; referrerId: string; recipientEmailIdentity: string; productId: number },
    ): Promise<ReferralRow | undefined> =>
      (
        await tx
          .select()
          .from(referrals)
          .where(
            and(
              eq(referrals.tenantId, key.tenantId),
              eq(referrals.referrerId, key.referrerId),
              eq(referrals.recipientEmailIdentity, key.recipientEmailIdentity),
              eq(referrals.productId, key.productId),
            ),
          )
      )[0],

    /** Whether another referrer already has a live recommendation of this product to this recipient. */
    recipientTakenByOther: async (
      tx: Db,
      key: {
        tenantId: string;
        referrerId: string;
        recipientEmailIdentity: string;
        productId: number;
        now: Date;
      },
    ): Promise<boolean> => {
      const rows = await tx
        .select({ id: referrals.id })
        .from(referrals)
        .where(
          and(
            eq(referrals.tenantId, key.tenantId),
            eq(referrals.recipientEmailIdentity, key.recipientEmailIdentity),
            eq(referrals.productId, key.productId),
            sql`${referrals.referrerId} is distinct from ${key.referrerId}`,
            sql`${referrals.expiresAt} > ${key.now}`,
            sql`${referrals.status} in ('Ok', 'Offen')`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    byId: async (tx: Db, tenantId: string, id: string): Promise<ReferralRow | undefined> =>
      (
        await tx
          .select()
          .from(referrals)
          .where(and(eq(referrals.tenantId, tenantId), eq(referrals.id, id)))
      )[0],

    byNumber: async (tx: Db, tenantId: string, nr: number): Promise<ReferralRow | undefined> =>
      (
        await tx
          .select()
          .from(referrals)
          .where(and(eq(referrals.tenantId, tenantId), eq(referrals.empfehlungsnummer, nr)))
      )[0],

    confirmOptin: (tx: Db, id: string, at: Date, proof: ConsentProof) =>
      tx
        .update(referrals)
        .set({ optinConfirmedAt: at, optinProof: proof })
        .where(and(eq(referrals.id, id), sql`${referrals.optinConfirmedAt} is null`)),

    /** Sets the offline code unless the referral has one already. */
    setOfflineCode: async (tx: Db, id: string, hash: string): Promise<boolean> =>
      (
        await tx
          .update(referrals)
          .set({ offlineCode: hash })
          .where(and(eq(referrals.id, id), sql`${referrals.offlineCode} is null`))
          .returning({ id: referrals.id })
      ).length > 0,

    byOfflineCode: async (tx: Db, tenantId: string, hash: string): Promise<ReferralRow | undefined> =>
      (
        await tx
          .select()
          .from(referrals)
          .where(and(eq(referrals.tenantId, tenantId), eq(referrals.offlineCode, hash)))
      )[0],

    recordClick: (
      tx: Db,
      click: {
        tenantId: string;
        referralId: string;
        channel: string | null;
        empfaengernummer: string | null;
        at: Date;
      },
    ) => tx.insert(referralClicks).values(click),

    setChannelIfEmpty: (tx: Db, id: string, channel: string) =>
      tx
        .update(referrals)
        .set({ channel })
        .where(and(eq(referrals.id, id), sql`${referrals.channel} is null`)),

    /** A product the tenant offers (hidden ones excluded), with the values of its active rewards. */
    async product(tx: Db, tenantId: string, productId: number, today: string, hidden: readonly number[]) {
      if (hidden.includes(productId)) return undefined;
      const [product] = await tx
        .select({ id: products.id, anzeigeName: products.anzeigeName })
        .from(products)
        .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
      if (!product) return undefined;
      const values = await tx
        .select({ wertCent: rewards.wertCent })
        .from(productRewards)
        .innerJoin(
          rewards,
          and(eq(rewards.tenantId, productRewards.tenantId), eq(rewards.id, productRewards.rewardId)),
        )
        .where(
          and(
            eq(productRewards.tenantId, tenantId),
            eq(productRewards.productId, productId),
            sql`${rewards.startdatum} <= ${today}`,
            sql`(${rewards.enddatum} is null or ${rewards.enddatum} >= ${today} or ${rewards.enddatumAnzeige} >= ${today})`,
          ),
        );
      return { ...product, rewardCents: values.map((v) => v.wertCent) };
    },
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
