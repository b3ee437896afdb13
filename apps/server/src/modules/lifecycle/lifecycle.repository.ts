import type { RewardStatus } from '@kwk/shared/lifecycle/referral-lifecycle';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referrers } from '../accounts/referrers.table.ts';
import { partnerEvents } from '../partner-events/partner-events.table.ts';
import { referrals } from '../referrals/referrals.table.ts';
import { rewardCredits } from './reward-credits.table.ts';

export type CreditRow = typeof rewardCredits.$inferSelect;
type NewCredit = typeof rewardCredits.$inferInsert;

export function createLifecycleRepository() {
  return {
    /** The referral's facts so far, in the order they arrived. */
    events: (tx: Db, tenantId: string, referralId: string) =>
      tx
        .select({
          eventId: partnerEvents.eventId,
          type: partnerEvents.type,
          occurredAt: partnerEvents.occurredAt,
          payload: partnerEvents.payload,
        })
        .from(partnerEvents)
        .where(and(eq(partnerEvents.tenantId, tenantId), eq(partnerEvents.referralId, referralId)))
        .orderBy(asc(partnerEvents.receivedAt)),

    credits: (tx: Db, referralId: string): Promise<CreditRow[]> =>
      tx
        .select()
        .from(rewardCredits)
        .where(and(eq(rewardCredits.referralId, referralId), eq(rewardCredits.kind, 'referral'))),

    /** Credits a referral's reward parts; an existing credit stays as it is (credited once). */
    insertCredits: (tx: Db, rows: NewCredit[]) =>
      rows.length === 0
        ? Promise.resolve([])
        : tx
            .insert(rewardCredits)
            .values(rows)
            .onConflictDoNothing({
              target: [rewardCredits.referralId, rewardCredits.beneficiary],
              where: sql`kind = 'referral'`,
            })
            .returning({ id: rewardCredits.id }),

    setCreditStatus: (tx: Db, ids: string[], status: RewardStatus, now: Date, dueOn: string | null = null) =>
      ids.length === 0
        ? Promise.resolve()
        : tx
            .update(rewardCredits)
            .set({ status, updatedAt: now, dueOn })
            .where(inArray(rewardCredits.id, ids)),

    setReferral: (
      tx: Db,
      referralId: string,
      values: { status: (typeof referrals.$inferSelect)['status']; rejectionReason: string | null },
    ) => tx.update(referrals).set(values).where(eq(referrals.id, referralId)),

    /**
     * Locks the referrer, so two referrals credited at once count each other (bonus tiers), and
     * answers how many of their referrals are credited.
     */
    async lockAndCountSuccessful(tx: Db, tenantId: string, referrerId: string): Promise<number> {
      await tx
        .select({ id: referrers.id })
        .from(referrers)
        .where(eq(referrers.id, referrerId))
        .for('no key update');
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(referrals)
        .where(
          and(
            eq(referrals.tenantId, tenantId),
            eq(referrals.referrerId, referrerId),
            eq(referrals.status, 'Gezahlt'),
          ),
        );
      return row?.n ?? 0;
    },

    bonuses: (tx: Db, tenantId: string, referrerId: string): Promise<CreditRow[]> =>
      tx
        .select()
        .from(rewardCredits)
        .where(
          and(
            eq(rewardCredits.tenantId, tenantId),
            eq(rewardCredits.referrerId, referrerId),
            eq(rewardCredits.kind, 'bonus'),
          ),
        ),

    insertBonus: (tx: Db, row: NewCredit) =>
      tx
        .insert(rewardCredits)
        .values(row)
        .onConflictDoNothing({
          target: [rewardCredits.tenantId, rewardCredits.referrerId, rewardCredits.bonusAfter],
          where: sql`kind = 'bonus'`,
        })
        .returning({ id: rewardCredits.id }),

    /** Referrals whose waiting rewards reach their day: the periods job evaluates these again. */
    dueReferrals: async (tx: Db, today: string) =>
      tx
        .selectDistinct({ tenantId: rewardCredits.tenantId, referralId: rewardCredits.referralId })
        .from(rewardCredits)
        .where(
          and(
            eq(rewardCredits.kind, 'referral'),
            eq(rewardCredits.status, 'Offen'),
            sql`${rewardCredits.dueOn} <= ${today}`,
          ),
        ),
  };
}

export type LifecycleRepository = ReturnType<typeof createLifecycleRepository>;
