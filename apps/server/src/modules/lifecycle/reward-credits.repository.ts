import type { ExpiryReminder } from '@kwk/shared/lifecycle/reward-expiry';
import type { PayoutKind } from '@kwk/shared/rewards/reward-pickup.schemas';
import { and, asc, count, desc, eq, inArray, isNull, min, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { rewardCredits } from './reward-credits.table.ts';
import { ownedBy, type RewardOwner } from './reward-owner.ts';

export type { RewardOwner } from './reward-owner.ts';

/** Each tenant's expiry period in months (Rules.PraemienVerfallMonate, or its default). */
export interface TenantExpiry {
  id: string;
  months: number;
}

/**
 * A condition on a reward's referral, given the SQL expression of its id (null for bonuses and
 * goodwill), that a module above the lifecycle adds to what may be paid: the fraud module's
 * `notHeldByFraud`, the one rule the payout batches apply too (issue 27, item 5).
 */
export type ReferralCondition = (referralId: SQL) => SQL;

/** A reward the expiry job moved (or reminded of), with whom to tell. */
export interface ExpiryRow {
  id: string;
  tenant_id: string;
  referral_id: string | null;
  referrer_id: string;
  cents: number;
  /** The last day it could be (or can be) chosen, YYYY-MM-DD. */
  last_day: string;
  email: string;
  vorname: string;
  language: string;
}

/**
 * The expiry rules of shared reward-expiry.ts in SQL, for a set of rewards at once: a referrer's
 * reward waiting for their choice, its last day (the Berlin day it became ready plus the tenant's
 * months, held to a shorter month's end as `addMonths` does), expired from the day after.
 */
const READY = sql`c.status = 'Bereitgestellt' and c.beneficiary = 'Empfehler' and c.ready_at is not null
  and c.referrer_id is not null`;
const LAST_DAY = sql`((c.ready_at at time zone 'Europe/Berlin')::date + make_interval(months => tv.months))::date`;

/** Moves the rewards `where` picks, then reads whom to tell, in one statement. */
async function moveAndRead(tx: Db, tenants: TenantExpiry[], set: SQL, where: SQL): Promise<ExpiryRow[]> {
  const result = await tx.execute(sql`
    with tv as (select * from json_to_recordset(${JSON.stringify(tenants)}::json) as x(id uuid, months int)),
    moved as (
      update reward_credits c set ${set}
      from tv where c.tenant_id = tv.id and ${READY} and ${where}
      returning c.id, c.tenant_id, c.referral_id, c.referrer_id, c.cents, ${LAST_DAY}::text as last_day)
    select m.*, f.email, f.vorname, f.language
    from moved m join referrers f on f.id = m.referrer_id
    order by m.tenant_id, m.referrer_id, m.id`);
  return rowsOf<ExpiryRow>(result);
}

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
      where: { tenantId: string; owner: RewardOwner; id: string },
      choice: {
        payoutKind: PayoutKind;
        voucherEmail: string | null;
        payoutHolder: string | null;
        payoutIbanSealed: string | null;
        /** The IBAN's keyed identity, for the fraud checks at the pickup. */
        payoutIbanIdentity: string | null;
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
              ownedBy(where.owner),
              eq(rewardCredits.id, where.id),
              eq(rewardCredits.status, 'Bereitgestellt'),
            ),
          )
          .returning({ cents: rewardCredits.cents, referralId: rewardCredits.referralId })
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

    /**
     * The recipient's share goes by transfer to the account they gave on their page (issue 15):
     * when a payout batch takes it, it moves from ready (Bereitgestellt) to chosen (Abgeholt) as a
     * transfer, as the referrer's choice does at the pickup. Answers the ids that moved.
     */
    takeRecipientTransfers: async (tx: Db, where: { tenantId: string; ids: string[] }, at: Date) =>
      where.ids.length === 0
        ? []
        : (
            await tx
              .update(rewardCredits)
              .set({ status: 'Abgeholt', payoutKind: 'Ueberweisung', chosenAt: at, updatedAt: at })
              .where(
                and(
                  eq(rewardCredits.tenantId, where.tenantId),
                  inArray(rewardCredits.id, where.ids),
                  eq(rewardCredits.beneficiary, 'Empfaenger'),
                  eq(rewardCredits.status, 'Bereitgestellt'),
                ),
              )
              .returning({ id: rewardCredits.id })
          ).map((r) => r.id),

    /**
     * The undoing of `takeRecipientTransfers` when a prepared batch is discarded (issue 15): the
     * recipient's share is ready again (Bereitgestellt), as before the batch took it, so the next
     * batch takes it. Its ready time and the recipient's account stay. Answers the ids that moved.
     */
    releaseRecipientTransfers: async (tx: Db, where: { tenantId: string; ids: string[] }, at: Date) =>
      where.ids.length === 0
        ? []
        : (
            await tx
              .update(rewardCredits)
              .set({ status: 'Bereitgestellt', payoutKind: null, chosenAt: null, updatedAt: at })
              .where(
                and(
                  eq(rewardCredits.tenantId, where.tenantId),
                  inArray(rewardCredits.id, where.ids),
                  eq(rewardCredits.beneficiary, 'Empfaenger'),
                  eq(rewardCredits.status, 'Abgeholt'),
                  // A share the recipient chose at the pickup stays chosen, as a referrer's does.
                  isNull(rewardCredits.payoutIbanSealed),
                ),
              )
              .returning({ id: rewardCredits.id })
          ).map((r) => r.id),

    /**
     * A returned transfer (issue 15: the bank could not credit the account): the reward is ready
     * again (Bereitgestellt) and its bank data and choice are gone, so the person enters bank data
     * again. Chosen or already paid transfers only; answers the credit when it moved.
     */
    returnToBankData: async (tx: Db, where: { tenantId: string; id: string }, at: Date) =>
      (
        await tx
          .update(rewardCredits)
          .set({
            status: 'Bereitgestellt',
            payoutKind: null,
            payoutHolder: null,
            payoutIbanSealed: null,
            payoutIbanIdentity: null,
            chosenAt: null,
            paidAt: null,
            // Ready again from now: its period to choose starts anew, with its reminders.
            readyAt: at,
            expiryReminder: null,
            updatedAt: at,
          })
          .where(
            and(
              eq(rewardCredits.tenantId, where.tenantId),
              eq(rewardCredits.id, where.id),
              eq(rewardCredits.payoutKind, 'Ueberweisung'),
              inArray(rewardCredits.status, ['Abgeholt', 'Ausgezahlt']),
            ),
          )
          .returning({ id: rewardCredits.id })
      )[0],

    /**
     * Rewards chosen as a voucher and not yet paid (issue 15), oldest choice first, all or of one
     * tenant and value: what the voucher issue job works through (only those `payable` allows) and
     * support sees waiting. Without a lock.
     */
    chosenVouchers: (
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
            eq(rewardCredits.status, 'Abgeholt'),
            eq(rewardCredits.payoutKind, 'Gutschein'),
            pool ? eq(rewardCredits.tenantId, pool.tenantId) : undefined,
            pool ? eq(rewardCredits.cents, pool.cents) : undefined,
            payable ? payable(sql`${rewardCredits.referralId}`) : undefined,
          ),
        )
        .orderBy(asc(rewardCredits.chosenAt), asc(rewardCredits.id))
        .limit(limit),

    /** The chosen vouchers counted per tenant and value, with the oldest choice of each. */
    chosenVoucherCounts: (tx: Db) =>
      tx
        .select({
          tenantId: rewardCredits.tenantId,
          cents: rewardCredits.cents,
          n: count(),
          oldest: min(rewardCredits.chosenAt),
        })
        .from(rewardCredits)
        .where(and(eq(rewardCredits.status, 'Abgeholt'), eq(rewardCredits.payoutKind, 'Gutschein')))
        .groupBy(rewardCredits.tenantId, rewardCredits.cents),

    /**
     * Locks one chosen voucher for its issue, if it is still chosen and no other worker holds it
     * (`SKIP LOCKED`): of concurrent issue runs one gets the reward, the others pass it by. Only
     * while `payable` holds for its referral, checked in the issuing transaction itself.
     */
    lockChosenVoucher: async (tx: Db, id: string, payable: ReferralCondition) =>
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
          .where(
            and(
              eq(rewardCredits.id, id),
              eq(rewardCredits.status, 'Abgeholt'),
              eq(rewardCredits.payoutKind, 'Gutschein'),
              payable(sql`${rewardCredits.referralId}`),
            ),
          )
          .for('update', { skipLocked: true })
      )[0],

    /**
     * Expiry (issue 15): the referrers' rewards still ready on `today` past their last day become
     * Abgelaufen. Only a ready reward moves, so a chosen one never expires and a second run finds
     * nothing; answers the moved rewards with their referrer.
     */
    expireDue: (tx: Db, tenants: TenantExpiry[], today: string, now: Date) =>
      moveAndRead(
        tx,
        tenants,
        sql`status = 'Abgelaufen', updated_at = ${now.toISOString()}`,
        sql`${LAST_DAY} + 1 <= ${today}::date`,
      ),

    /**
     * Marks the ready rewards whose `days` reminder is due today (from `days` before the day they
     * expire, until the next smaller reminder's day) and that have not had it or a later one;
     * answers them. Marking and mailing in one transaction: each reminder is sent once, however
     * often the job runs, and a missed day is caught up the next.
     */
    remindDue: (tx: Db, tenants: TenantExpiry[], today: string, days: ExpiryReminder, nextDays: number) =>
      moveAndRead(
        tx,
        tenants,
        sql`expiry_reminder = ${days}`,
        sql`${LAST_DAY} + 1 - ${days}::int <= ${today}::date and ${LAST_DAY} + 1 - ${nextDays}::int > ${today}::date
          and (c.expiry_reminder is null or c.expiry_reminder > ${days})`,
      ),

    /**
     * Development only (dev-rewards.routes.ts): moves the day a referral's ready reward for the
     * referrer became ready back by `days`. Answers whether there was one.
     */
    backdateReady: async (tx: Db, where: { tenantId: string; empfehlungsnummer: number; days: number }) =>
      rowsOf(
        await tx.execute(sql`
          update reward_credits c set ready_at = c.ready_at - make_interval(days => ${where.days})
          from referrals r
          where r.id = c.referral_id and r.tenant_id = ${where.tenantId}
            and r.empfehlungsnummer = ${where.empfehlungsnummer}
            and c.beneficiary = 'Empfehler' and c.status = 'Bereitgestellt' and c.ready_at is not null
          returning c.id`),
      ).length > 0,

    /**
     * Support's view of credits (issue 27, item 11): those of some referrals, or every credit of
     * one referrer (their referrals' parts, bonuses, goodwill), oldest first. Whether the chosen
     * transfer has an account, never the account itself.
     */
    forSupport: (tx: Db, where: { referralIds: string[] } | { tenantId: string; referrerId: string }) =>
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
                : and(
                    eq(rewardCredits.tenantId, where.tenantId),
                    eq(rewardCredits.referrerId, where.referrerId),
                  ),
            )
            .orderBy(asc(rewardCredits.createdAt), desc(rewardCredits.beneficiary), asc(rewardCredits.id)),

    /** The recipient's credited part of the referral's reward, once there is one. */
    recipientCredit: async (tx: Db, referralId: string) =>
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
            readyAt: credit.at,
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
          .set({ voucherEmail: null, payoutHolder: null, payoutIbanSealed: null, payoutIbanIdentity: null })
          .where(
            and(
              or(
                where.referrerIds.length > 0
                  ? inArray(rewardCredits.referrerId, where.referrerIds)
                  : undefined,
                sql`lower(${rewardCredits.voucherEmail}) = ${where.voucherEmail.trim().toLowerCase()}`,
              ),
              sql`(${rewardCredits.voucherEmail} is not null or ${rewardCredits.payoutHolder} is not null
                or ${rewardCredits.payoutIbanSealed} is not null or ${rewardCredits.payoutIbanIdentity} is not null)`,
            ),
          )
          .returning({ id: rewardCredits.id })
      ).length,
  };
}

export type RewardCreditsRepository = ReturnType<typeof createRewardCreditsRepository>;
