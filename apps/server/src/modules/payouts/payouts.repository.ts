import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { referrerAddressees } from '../accounts/accounts.api.ts';
import { notHeldByFraud } from '../fraud/fraud.api.ts';
import { creditTransfers } from '../lifecycle/lifecycle.api.ts';
import { recipientAddressees, recipientHasBankAccount } from '../recipients/recipients.api.ts';
import { referralKeys } from '../referrals/referrals.api.ts';
import { payoutBatches, payoutBatchItems } from './payouts.table.ts';

export type PayoutBatchRow = typeof payoutBatches.$inferSelect;
export type PayoutItemRow = typeof payoutBatchItems.$inferSelect;

/** A chosen or ready transfer that is in no open batch: what the next batch of its tenant takes. */
export interface PayableCredit {
  id: string;
  beneficiary: 'Empfehler' | 'Empfaenger';
  kind: 'referral' | 'bonus' | 'goodwill';
  cents: number;
  /** The account chosen at the pickup, the referrer's or the recipient's (holder, IBAN sealed by accounts). */
  holder: string | null;
  ibanSealed: string | null;
  recipientId: string | null;
  empfehlungsnummer: number | null;
}

/** Whom a credit pays, for the mails: the referrer's account or the recipient's details. */
export interface Payee {
  creditId: string;
  beneficiary: 'Empfehler' | 'Empfaenger';
  cents: number;
  recipientId: string | null;
  /** The referrer a referrer's credit pays (null for a recipient's share). */
  referrerId: string | null;
  referralId: string | null;
  email: string | null;
  vorname: string | null;
  language: string;
  /** A transfer chosen at a pickup link (holder and IBAN on the credit), not an account on file. */
  choseAtPickup: boolean;
}

// No item of a batch holds the credit, unless it came back (a return frees it for the next batch).
const NOT_IN_A_BATCH = sql`not exists (select 1 from payout_batch_items i
  where i.credit_id = c.id and i.returned_at is null)`;

// A referral held for the fraud review, or rejected by it, pays nothing (issue 15): the fraud
// module's condition, so its table is read the way its owner means it.
const NOT_HELD = notHeldByFraud(sql`c.referral_id`);

/**
 * The batch that holds each of these credits (an item not returned, of a batch not discarded), with
 * its message id and state: what the lifecycle engine asks before it cancels, and where support
 * reads a transfer stands (issue 27, item 11).
 */
const holdingBatches = async (tx: Db, creditIds: string[]) =>
  creditIds.length === 0
    ? []
    : tx
        .select({
          creditId: payoutBatchItems.creditId,
          batchId: payoutBatches.id,
          messageId: payoutBatches.messageId,
          state: payoutBatches.state,
        })
        .from(payoutBatchItems)
        .innerJoin(payoutBatches, eq(payoutBatches.id, payoutBatchItems.batchId))
        .where(
          and(
            inArray(payoutBatchItems.creditId, creditIds),
            isNull(payoutBatchItems.returnedAt),
            inArray(payoutBatches.state, ['Vorbereitet', 'Freigegeben', 'Ausgefuehrt']),
          ),
        );

/**
 * A transfer the next batch may take, once an account is given (issue 27, finding 8): a reward
 * chosen as a transfer at the pickup with its account — the referrer's, or the recipient's share
 * where the recipient chose it through the pickup link of a tenant that keeps no bank data — or a
 * recipient's ready share whose recipient gave an account at the order. A share with no account
 * given is in no batch: nobody could be paid.
 */
const PAYABLE = sql`(c.transfer_chosen or (c.share_ready and ${recipientHasBankAccount(sql`c.recipient_id`)}))`;

/**
 * The payouts' own tables (batches and their items) and the reads it needs of the reward credits,
 * recipients, referrals and referrers, through their owners' queries (joins only; their owners
 * write them).
 */
export function createPayoutsRepository() {
  return {
    /** Serialises preparations per tenant, so two operators cannot take the same credits at once. */
    lockTenant: async (tx: Db, tenantId: string) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payouts:${tenantId}`}))`);
    },

    /**
     * The tenant's payable transfers (PAYABLE): rewards chosen as a transfer with an account, and
     * recipients' shares that are ready and whose recipient gave an account at the order.
     */
    payable: async (tx: Db, tenantId: string): Promise<PayableCredit[]> =>
      rowsOf<PayableCredit>(
        await tx.execute(sql`
          select c.id, c.beneficiary, c.kind, c.cents, c.holder,
            c.iban_sealed as "ibanSealed", c.recipient_id as "recipientId",
            r.empfehlungsnummer
          from ${creditTransfers} c
          left join ${referralKeys} r on r.id = c.referral_id
          where c.tenant_id = ${tenantId} and ${NOT_IN_A_BATCH} and ${NOT_HELD} and ${PAYABLE}
          order by c.created_at, c.id`),
      ),

    /** Per tenant, what the next batch would take: count and sum. */
    payableSummary: async (tx: Db) =>
      rowsOf<{ tenantId: string; count: number; cents: number }>(
        await tx.execute(sql`
          select c.tenant_id as "tenantId", count(*)::int as count, coalesce(sum(c.cents), 0)::int as cents
          from ${creditTransfers} c
          where ${NOT_IN_A_BATCH} and ${NOT_HELD} and ${PAYABLE}
          group by c.tenant_id`),
      ),

    insertBatch: async (tx: Db, row: typeof payoutBatches.$inferInsert) => {
      await tx.insert(payoutBatches).values(row);
    },

    /** In slices: PostgreSQL takes at most 65,535 parameters a statement. */
    insertItems: async (tx: Db, rows: (typeof payoutBatchItems.$inferInsert)[]) => {
      for (let i = 0; i < rows.length; i += 2000)
        await tx.insert(payoutBatchItems).values(rows.slice(i, i + 2000));
    },

    list: (tx: Db, limit = 200) =>
      tx.select().from(payoutBatches).orderBy(desc(payoutBatches.preparedAt)).limit(limit),

    byId: async (tx: Db, id: string): Promise<PayoutBatchRow | undefined> =>
      (await tx.select().from(payoutBatches).where(eq(payoutBatches.id, id)))[0],

    /** The batch under a row lock: its state changes one at a time. */
    lock: async (tx: Db, id: string): Promise<PayoutBatchRow | undefined> =>
      (await tx.select().from(payoutBatches).where(eq(payoutBatches.id, id)).for('update'))[0],

    holdingBatches,

    /**
     * Whether an item of the batch pays a referral the fraud review holds or rejected now
     * (NOT_HELD, as the preparation reads it): a hold that came after the preparation.
     */
    holdsHeldItem: async (tx: Db, batchId: string): Promise<boolean> =>
      rowsOf<{ held: boolean }>(
        await tx.execute(sql`
          select exists (select 1 from payout_batch_items i
            join ${creditTransfers} c on c.id = i.credit_id
            where i.batch_id = ${batchId} and not ${NOT_HELD}) as held`),
      )[0]?.held === true,

    /** Which of these credits a batch holds: an item not returned, of a batch not discarded. */
    creditsInBatches: async (tx: Db, creditIds: string[]): Promise<Set<string>> =>
      new Set((await holdingBatches(tx, creditIds)).map((r) => r.creditId)),

    items: (tx: Db, batchId: string) =>
      tx
        .select()
        .from(payoutBatchItems)
        .where(eq(payoutBatchItems.batchId, batchId))
        .orderBy(payoutBatchItems.endToEndId),

    /**
     * The batch's items that pay a credit again after its transfer in another batch was returned:
     * per item, the newest such return and who booked it.
     */
    earlierReturns: async (tx: Db, batchId: string) =>
      new Map(
        rowsOf<{ item_id: string; returned_at: Date | string; returned_by: string | null }>(
          await tx.execute(sql`select distinct on (i.id) i.id as item_id, r.returned_at, r.returned_by
            from payout_batch_items i
            join payout_batch_items r on r.credit_id = i.credit_id and r.batch_id <> i.batch_id
              and r.returned_at is not null
            -- A discarded batch frees its items the same way; they never left, so they are no return.
            join payout_batches b on b.id = r.batch_id and b.state <> 'Verworfen'
            where i.batch_id = ${batchId}
            order by i.id, r.returned_at desc`),
        ).map((r) => [r.item_id, { at: new Date(r.returned_at), by: r.returned_by }] as const),
      ),

    /** Returned items per batch, for the list. */
    returnedCounts: async (tx: Db, batchIds: string[]) =>
      batchIds.length === 0
        ? []
        : tx
            .select({ batchId: payoutBatchItems.batchId, n: sql<number>`count(*)::int` })
            .from(payoutBatchItems)
            .where(
              and(
                inArray(payoutBatchItems.batchId, batchIds),
                sql`${payoutBatchItems.returnedAt} is not null`,
              ),
            )
            .groupBy(payoutBatchItems.batchId),

    update: async (tx: Db, id: string, values: Partial<typeof payoutBatches.$inferInsert>) => {
      await tx.update(payoutBatches).set(values).where(eq(payoutBatches.id, id));
    },

    markItemsPaid: async (tx: Db, batchId: string, at: Date) => {
      await tx
        .update(payoutBatchItems)
        .set({ paidAt: at })
        .where(and(eq(payoutBatchItems.batchId, batchId), isNull(payoutBatchItems.returnedAt)));
    },

    /** Frees the items of a discarded batch: they no longer hold their credits (see the table). */
    freeItems: async (tx: Db, batchId: string, values: { at: Date; by: string; reason: string }) => {
      await tx
        .update(payoutBatchItems)
        .set({ returnedAt: values.at, returnedBy: values.by, returnReason: values.reason })
        .where(and(eq(payoutBatchItems.batchId, batchId), isNull(payoutBatchItems.returnedAt)));
    },

    markItemReturned: async (tx: Db, itemId: string, values: { at: Date; by: string; reason: string }) => {
      await tx
        .update(payoutBatchItems)
        .set({ returnedAt: values.at, returnedBy: values.by, returnReason: values.reason })
        .where(eq(payoutBatchItems.id, itemId));
    },

    /** Whom these credits pay: the referrer's account, or the recipient with the referrer's language. */
    payees: async (tx: Db, creditIds: string[]): Promise<Payee[]> =>
      creditIds.length === 0
        ? []
        : rowsOf<Payee>(
            await tx.execute(sql`
              select c.id as "creditId", c.beneficiary, c.cents, c.recipient_id as "recipientId",
                c.referrer_id as "referrerId", c.referral_id as "referralId",
                case when c.beneficiary = 'Empfehler' then a.email else p.email end as email,
                case when c.beneficiary = 'Empfehler' then a.vorname else p.vorname end as vorname,
                coalesce(a.language, ra.language, 'de') as language,
                c.iban_sealed is not null as "choseAtPickup"
              from ${creditTransfers} c
              left join ${referrerAddressees} a on a.id = c.referrer_id
              left join ${recipientAddressees} p on p.id = c.recipient_id
              left join ${referralKeys} rf on rf.id = c.referral_id
              left join ${referrerAddressees} ra on ra.id = rf.referrer_id
              where c.id in (${sql.join(
                creditIds.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`),
          ),
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
