import type { RewardStatus } from '@kwk/shared/lifecycle/referral-lifecycle';
import type { PayoutKind } from '@kwk/shared/rewards/reward-pickup.schemas';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CreditMove, creditMove, NEW_CREDIT_STATUS, rewardTransition } from './reward-credit-status.ts';
import { rewardCredits } from './reward-credits.table.ts';
import { ownedBy, type RewardOwner } from './reward-owner.ts';

/**
 * The statements that change a reward credit's status, one per command, each by one event of the
 * transition table (reward-credit-status.ts): the status it sets and the statuses it moves from
 * come from the table, so a credit moves only as the table allows, whoever asks.
 */

/** Some credits of one tenant, by id. */
interface CreditIds {
  tenantId: string;
  ids: string[];
}

const CHOSEN = creditMove('reward.chosen');
// A confirmed payout or an issued voucher pays chosen rewards only (a ready one waits for its choice).
const PAID = creditMove('reward.paid', ['Abgeholt']);
const BATCHED = creditMove('transfer.batched');
const DISCARDED = creditMove('batch.discarded');
const RETURNED = creditMove('transfer.returned');

/** The referrer's (or recipient's) choice at the pickup. */
export interface Choice {
  payoutKind: PayoutKind;
  voucherEmail: string | null;
  payoutHolder: string | null;
  payoutIbanSealed: string | null;
  /** The IBAN's keyed identity, for the fraud checks at the pickup. */
  payoutIbanIdentity: string | null;
  at: Date;
}

/**
 * Takes the choice if the reward is still ready, in one statement: of concurrent choices one
 * wins, the others find it chosen. Answers the amount, or nothing when it was not ready.
 */
export const choose = async (
  tx: Db,
  where: { tenantId: string; owner: RewardOwner; id: string },
  choice: Choice,
) =>
  (
    await tx
      .update(rewardCredits)
      .set({ ...choice, status: CHOSEN.to, chosenAt: choice.at, updatedAt: choice.at })
      .where(
        and(
          eq(rewardCredits.tenantId, where.tenantId),
          ownedBy(where.owner),
          eq(rewardCredits.id, where.id),
          CHOSEN.applies(),
        ),
      )
      .returning({ cents: rewardCredits.cents, referralId: rewardCredits.referralId })
  )[0];

/**
 * Moves some credits of one tenant by `move`, setting `set` as well, where `also` holds; answers
 * the ids that moved now (a credit already moved, or in a status the move does not apply to, stays).
 */
const movedByIds = async (
  tx: Db,
  where: CreditIds,
  move: CreditMove,
  set: Partial<typeof rewardCredits.$inferInsert>,
  ...also: SQL[]
) =>
  where.ids.length === 0
    ? []
    : await tx
        .update(rewardCredits)
        .set({ ...set, status: move.to })
        .where(
          and(
            eq(rewardCredits.tenantId, where.tenantId),
            inArray(rewardCredits.id, where.ids),
            move.applies(),
            ...also,
          ),
        )
        .returning({ id: rewardCredits.id, cents: rewardCredits.cents });

const moveByIds = async (...args: Parameters<typeof movedByIds>) =>
  (await movedByIds(...args)).map((r) => r.id);

/**
 * Paid (issue 15): chosen rewards (Abgeholt) become Ausgezahlt with the day they were paid, in
 * the caller's transaction. Only those still chosen move, so a repeated confirmation pays
 * nothing twice; answers the ids that moved now, with their amounts.
 */
export const markPaid = (tx: Db, where: CreditIds, at: Date) =>
  movedByIds(tx, where, PAID, { paidAt: at, updatedAt: at });

/**
 * The recipient's share goes by transfer to the account they gave on their page (issue 15):
 * when a payout batch takes it, it moves from ready (Bereitgestellt) to chosen (Abgeholt) as a
 * transfer, as the referrer's choice does at the pickup. Answers the ids that moved.
 */
export const takeRecipientTransfers = (tx: Db, where: CreditIds, at: Date) =>
  moveByIds(
    tx,
    where,
    BATCHED,
    { payoutKind: 'Ueberweisung', chosenAt: at, updatedAt: at },
    eq(rewardCredits.beneficiary, 'Empfaenger'),
  );

/**
 * The undoing of `takeRecipientTransfers` when a prepared batch is discarded (issue 15): the
 * recipient's share is ready again (Bereitgestellt), as before the batch took it, so the next
 * batch takes it. Its ready time and the recipient's account stay. Answers the ids that moved.
 */
export const releaseRecipientTransfers = (tx: Db, where: CreditIds, at: Date) =>
  moveByIds(
    tx,
    where,
    DISCARDED,
    { payoutKind: null, chosenAt: null, updatedAt: at },
    eq(rewardCredits.beneficiary, 'Empfaenger'),
    // A share the recipient chose at the pickup stays chosen, as a referrer's does.
    isNull(rewardCredits.payoutIbanSealed),
  );

/**
 * A returned transfer (issue 15: the bank could not credit the account): the reward is ready
 * again (Bereitgestellt) and its bank data and choice are gone, so the person enters bank data
 * again. Chosen or already paid transfers only; answers the credit when it moved.
 */
export const returnToBankData = async (tx: Db, where: { tenantId: string; id: string }, at: Date) =>
  (
    await tx
      .update(rewardCredits)
      .set({
        status: RETURNED.to,
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
          RETURNED.applies(),
        ),
      )
      .returning({ id: rewardCredits.id })
  )[0];

/** A reward credit's status as the engine read it under the referral's (or referrer's) lock. */
export interface CreditAt {
  id: string;
  status: RewardStatus;
}

/**
 * The engine's moves (periods passed, an order ended, a review rejected, a bonus tier lost or
 * regained, a release awaited): each credit by `event`, which must apply to the status the engine
 * read (RewardTransitionRefused otherwise), and only while it still has one the event applies to.
 * Becoming ready starts the expiry period afresh (issue 15): the day it is counted from, and no
 * reminder sent for it yet. `dueOn` is the day its periods end, null off the periods job's list.
 */
export async function moveCredits(
  tx: Db,
  credits: readonly CreditAt[],
  event: Parameters<typeof creditMove>[0],
  now: Date,
  dueOn: string | null = null,
) {
  if (credits.length === 0) return;
  for (const c of credits) rewardTransition(c.status, event);
  const move = creditMove(event);
  await tx
    .update(rewardCredits)
    .set({
      status: move.to,
      updatedAt: now,
      dueOn,
      ...(move.to === 'Bereitgestellt' && { readyAt: now, expiryReminder: null }),
    })
    .where(
      and(
        inArray(
          rewardCredits.id,
          credits.map((c) => c.id),
        ),
        move.applies(),
      ),
    );
}

/**
 * A goodwill reward support granted (Kulanz, issue 14): ready for the referrer's pickup at once,
 * no periods to wait for. Answers the credit's id.
 */
export const insertGoodwill = async (
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
        status: NEW_CREDIT_STATUS.goodwill,
        readyAt: credit.at,
        createdAt: credit.at,
        updatedAt: credit.at,
      })
      .returning({ id: rewardCredits.id })
  )[0]!.id;
