import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * Mails to send, written in the same transaction as the change that causes them. The worker
 * leases a row (`locked_until`), sends it and marks it sent; a crashed worker's lease runs out
 * and another picks the row up, so no mail is lost.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a mail of the console to an operator, who belongs to no tenant (decisions 032, 033). */
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The referral a mail is about, if any: support's timeline lists a referral's mails (issue 14). */
    referralId: uuid('referral_id'),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /**
     * The language the mail was composed in (decision 061): its HTML part's words and `lang` follow
     * it. Rows written before the column were backfilled from their words (migration 0032).
     */
    language: text('language', { enum: ['de', 'en'] }).notNull(),
    /**
     * The body is sealed with the app's key (lib/secret-box): a mail that carries a secret kept
     * sealed elsewhere too, such as a voucher code (issue 15), so the database holds it in no clear
     * column. The worker and the development mailbox open it.
     */
    bodySealed: boolean('body_sealed').notNull().default(false),
    /** Stable Message-ID, so a receiver can recognise a resend after a crash between send and commit. */
    messageId: text('message_id').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_pending_idx').on(t.status, t.availableAt),
    index('outbox_referral_idx').on(t.referralId).where(sql`referral_id is not null`),
  ],
);
