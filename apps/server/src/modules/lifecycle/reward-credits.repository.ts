import { and, asc, count, desc, eq, inArray, min, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { backdateReady, expireDue, remindDue } from './reward-credit-expiry.ts';
import {
  choose,
  insertGoodwill,
  markPaid,
  releaseRecipientTransfers,
  returnToBankData,
  takeRecipientTransfers,
} from './reward-credit-moves.ts';
import { rewardCredits } from './reward-credits.table.ts';

export type { ExpiryRow, TenantExpiry } from './reward-credit-expiry.ts';
export type { RewardOwner } from './reward-owner.ts';

/**
 * A condition on a reward's referral, given the SQL expression of its id (null for bonuses and
 * goodwill), that a module above the lifecycle adds to what may be paid: the fraud module's
 * `notHeldByFraud`, the one rule the payout batches apply too (issue 27, item 5).
 */
export type ReferralCondition = (referralId: SQL) => SQL;

/** A reward chosen as a voucher and not yet paid: what the voucher issue works through. */
const CHOSEN_VOUCHER = and(eq(rewardCredits.status, 'Abgeholt'), eq(rewardCredits.payoutKind, 'Gutschein'));

/**
 * Rewards chosen as a voucher and not yet paid (issue 15), oldest choice first, all or of one
 * tenant and value: what the voucher issue job works through (only those `payable` allows) and
 * support sees waiting. Without a lock.
 */
const chosenVouchers = (
  tx: Db,
  limit: number,
  pool?: { tenantId: string; cents: number },
  payable?: ReferralCondition,
) =>
  tx
    .select({
      id: rewardCredits.id,
      tenantId: rewardCredits.tenantId,
      cents: rewardCredits.cents,
      chosenAt: rewardCredits.chosenAt,
    })
    .from(rewardCredits)
    .where(
      and(
        CHOSEN_VOUCHER,
        pool ? eq(rewardCredits.tenantId, pool.tenantId) : undefined,
        pool ? eq(rewardCredits.cents, pool.cents) : undefined,
        payable ? payable(sql`${rewardCredits.referralId}`) : undefined,
      ),
    )
    .orderBy(asc(rewardCredits.chosenAt), asc(rewardCredits.id))
    .limit(limit);

/** The chosen vouchers counted per tenant and value, with the oldest choice of each. */
const chosenVoucherCounts = (tx: Db) =>
  tx
    .select({
      tenantId: rewardCredits.tenantId,
      cents: rewardCredits.cents,
      n: count(),
      oldest: min(rewardCredits.chosenAt),
    })
    .from(rewardCredits)
    .where(CHOSEN_VOUCHER)
    .groupBy(rewardCredits.tenantId, rewardCredits.cents);

/**
 * Locks one chosen voucher for its issue, if it is still chosen and no other worker holds it
 * (`SKIP LOCKED`): of concurrent issue runs one gets the reward, the others pass it by. Only
 * while `payable` holds for its referral, checked in the issuing transaction itself.
 */
const lockChosenVoucher = async (tx: Db, id: string, payable: ReferralCondition) =>
  (
    await tx
      .select({
        id: rewardCredits.id,
        tenantId: rewardCredits.tenantId,
        referrerId: rewardCredits.referrerId,
        referralId: rewardCredits.referralId,
        cents: rewardCredits.cents,
        voucherEmail: rewardCredits.voucherEmail,
      })
      .from(rewardCredits)
      .where(and(eq(rewardCredits.id, id), CHOSEN_VOUCHER, payable(sql`${rewardCredits.referralId}`)))
      .for('update', { skipLocked: true })
  )[0];

/**
 * Support's view of credits (issue 27, item 11): those of some referrals, or every credit of
 * one referrer (their referrals' parts, bonuses, goodwill), oldest first. Whether the chosen
 * transfer has an account, never the account itself.
 */
const forSupport = (tx: Db, where: { referralIds: string[] } | { tenantId: string; referrerId: string }) =>
  'referralIds' in where && where.referralIds.length === 0
    ? Promise.resolve([])
    : tx
        .select({
          id: rewardCredits.id,
          tenantId: rewardCredits.tenantId,
          referralId: rewardCredits.referralId,
          recipientId: rewardCredits.recipientId,
          referrerId: rewardCredits.referrerId,
          kind: rewardCredits.kind,
          beneficiary: rewardCredits.beneficiary,
          cents: rewardCredits.cents,
          status: rewardCredits.status,
          payoutKind: rewardCredits.payoutKind,
          hasPayoutAccount: sql<boolean>`${rewardCredits.payoutIbanSealed} is not null`,
          paidAt: rewardCredits.paidAt,
        })
        .from(rewardCredits)
        .where(
          'referralIds' in where
            ? inArray(rewardCredits.referralId, where.referralIds)
            : and(eq(rewardCredits.tenantId, where.tenantId), eq(rewardCredits.referrerId, where.referrerId)),
        )
        .orderBy(asc(rewardCredits.createdAt), desc(rewardCredits.beneficiary), asc(rewardCredits.id));

/** The recipient's credited part of the referral's reward, once there is one. */
const recipientCredit = async (tx: Db, referralId: string) =>
  (
    await tx
      .select({
        cents: rewardCredits.cents,
        status: rewardCredits.status,
        payoutKind: rewardCredits.payoutKind,
      })
      .from(rewardCredits)
      .where(
        and(
          eq(rewardCredits.referralId, referralId),
          eq(rewardCredits.kind, 'referral'),
          eq(rewardCredits.beneficiary, 'Empfaenger'),
        ),
      )
  )[0];

/**
 * Art. 17 erasure (issue 14): the payee's details go from the referrer's credits and from any
 * credit whose voucher went to the address; amounts, status and dates stay for the bookkeeping.
 * Answers how many credits lost personal data.
 */
const erasePayee = async (tx: Db, where: { referrerIds: string[]; voucherEmail: string }) =>
  (
    await tx
      .update(rewardCredits)
      .set({ voucherEmail: null, payoutHolder: null, payoutIbanSealed: null, payoutIbanIdentity: null })
      .where(
        and(
          or(
            where.referrerIds.length > 0 ? inArray(rewardCredits.referrerId, where.referrerIds) : undefined,
            sql`lower(${rewardCredits.voucherEmail}) = ${where.voucherEmail.trim().toLowerCase()}`,
          ),
          sql`(${rewardCredits.voucherEmail} is not null or ${rewardCredits.payoutHolder} is not null
            or ${rewardCredits.payoutIbanSealed} is not null or ${rewardCredits.payoutIbanIdentity} is not null)`,
        ),
      )
      .returning({ id: rewardCredits.id })
  ).length;

/**
 * What other modules ask of the reward credits, which the lifecycle owns: the referrer's choice at
 * the pickup (rewards), the payouts' and vouchers' moves, the expiry job, the recipient's part
 * (recipients), support's view and the erasure. Every status change is one event of the transition
 * table (reward-credit-status.ts), in reward-credit-moves.ts and reward-credit-expiry.ts; the
 * engine's own reads and writes are in lifecycle.repository.ts.
 */
export function createRewardCreditsRepository(paid?: (tx: Db, tenantId: string, cents: number) => void) {
  return {
    choose,
    /** See `markPaid` (reward-credit-moves.ts); the amounts paid are counted once the transaction commits. */
    async markPaid(tx: Db, where: { tenantId: string; ids: string[] }, at: Date): Promise<string[]> {
      const moved = await markPaid(tx, where, at);
      paid?.(
        tx,
        where.tenantId,
        moved.reduce((sum, m) => sum + m.cents, 0),
      );
      return moved.map((m) => m.id);
    },
    takeRecipientTransfers,
    releaseRecipientTransfers,
    returnToBankData,
    chosenVouchers,
    chosenVoucherCounts,
    lockChosenVoucher,
    expireDue,
    remindDue,
    backdateReady,
    forSupport,
    recipientCredit,
    insertGoodwill,
    erasePayee,
  };
}

export type RewardCreditsRepository = ReturnType<typeof createRewardCreditsRepository>;

/**
 * What other modules may call of the reward credits (issue 28), as `rewardCredits`: all but the
 * engine's daily jobs (expiry, reminders, the development backdate), which stay in this module.
 */
export const REWARD_CREDIT_RECORDS = [
  'choose',
  'markPaid',
  'takeRecipientTransfers',
  'releaseRecipientTransfers',
  'returnToBankData',
  'chosenVouchers',
  'chosenVoucherCounts',
  'lockChosenVoucher',
  'forSupport',
  'recipientCredit',
  'insertGoodwill',
  'erasePayee',
] as const;
export type RewardCreditRecords = Pick<RewardCreditsRepository, (typeof REWARD_CREDIT_RECORDS)[number]>;
