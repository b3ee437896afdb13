import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { rewardCredits } from '../lifecycle/reward-credits.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * A payout batch (Auszahlungslauf, issue 15): a tenant's chosen transfers in one SEPA
 * credit-transfer file (pain.001.001.09). Prepared by one finance operator, released by another;
 * the file is built at preparation and kept sealed (it holds IBANs), with the SHA-256 of its text
 * so what finance checks before the release is byte for byte what is downloaded after it.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** GrpHdr/MsgId: unique per file, named on the bank's statement. */
    messageId: text('message_id').notNull(),
    /** Verworfen: discarded by finance before its release; its items are freed (see below). */
    state: text('state', { enum: ['Vorbereitet', 'Freigegeben', 'Ausgefuehrt', 'Verworfen'] }).notNull(),
    count: integer('count').notNull(),
    controlSumCents: integer('control_sum_cents').notNull(),
    /** The file, sealed with the app's key (lib/secret-box, purpose `payout.file`). */
    fileSealed: text('file_sealed').notNull(),
    sha256: text('sha256').notNull(),
    preparedBy: uuid('prepared_by').notNull(),
    preparedAt: timestamp('prepared_at', { withTimezone: true }).notNull(),
    releasedBy: uuid('released_by'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    executedBy: uuid('executed_by'),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    /** The bank statement's reference finance gave with the confirmation, if any. */
    statementReference: text('statement_reference'),
  },
  (t) => [
    uniqueIndex('payout_batches_message_uq').on(t.messageId),
    index('payout_batches_tenant_idx').on(t.tenantId, t.preparedAt),
  ],
);

/**
 * One transfer of a batch: the credit it pays and the account it went to, as the file holds it
 * (holder, IBAN sealed, amount), so the file stays reproducible whatever happens to the credit.
 * A credit is in at most one batch at a time: once returned, it may go into a later one. An item
 * of a discarded batch is freed the same way (`returned_at` set, the discard's reason as its
 * reason): a freed item no longer holds its credit, whether the bank returned it or it never left.
 */
export const payoutBatchItems = pgTable(
  'payout_batch_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => payoutBatches.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    creditId: uuid('credit_id')
      .notNull()
      .references(() => rewardCredits.id, { onDelete: 'cascade' }),
    beneficiary: text('beneficiary', { enum: ['Empfehler', 'Empfaenger'] }).notNull(),
    holder: text('holder').notNull(),
    /** Sealed with the app's key (purpose `payout.iban`); the console shows it masked. */
    ibanSealed: text('iban_sealed').notNull(),
    cents: integer('cents').notNull(),
    /** CdtTrfTxInf/PmtId/EndToEndId, which a return names. */
    endToEndId: text('end_to_end_id').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnedBy: uuid('returned_by'),
    returnReason: text('return_reason'),
  },
  (t) => [
    uniqueIndex('payout_batch_items_credit_uq').on(t.creditId).where(sql`returned_at is null`),
    index('payout_batch_items_batch_idx').on(t.batchId),
  ],
);
