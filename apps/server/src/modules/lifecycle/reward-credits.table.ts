import { PAYOUT_KINDS } from '@kwk/shared/rewards/reward-pickup.schemas';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { referrers } from '../accounts/referrers.table.ts';
import { recipients } from '../recipients/recipients.table.ts';
import { referrals } from '../referrals/referrals.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * A reward credited to a referrer or recipient (Prämierung): the referral's reward by the chosen
 * split, or a referrer's bonus after a number of successful referrals. The unique indexes make
 * "credited exactly once" a property of the table, whatever the order or repetition of events.
 */
export const rewardCredits = pgTable(
  'reward_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** goodwill: a reward support granted on a complaint (Kulanz, issue 14). */
    kind: text('kind', { enum: ['referral', 'bonus', 'goodwill'] }).notNull(),
    beneficiary: text('beneficiary', { enum: ['Empfehler', 'Empfaenger'] }).notNull(),
    referralId: uuid('referral_id').references(() => referrals.id, { onDelete: 'cascade' }),
    referrerId: uuid('referrer_id').references(() => referrers.id, { onDelete: 'set null' }),
    recipientId: uuid('recipient_id').references(() => recipients.id, { onDelete: 'set null' }),
    /** For bonuses: the number of successful referrals that earned it. */
    bonusAfter: integer('bonus_after'),
    cents: integer('cents').notNull(),
    status: text('status', {
      enum: ['Offen', 'Bereitgestellt', 'Ausgezahlt', 'Abgeholt', 'Storniert', 'Abgelaufen'],
    }).notNull(),
    /** While Offen: the Berlin day the revocation and complaint periods end. */
    dueOn: date('due_on'),
    /** How the referrer chose to take it (reward pickup): a bank transfer or a voucher by e-mail. */
    payoutKind: text('payout_kind', { enum: PAYOUT_KINDS }),
    /** For a voucher: where it goes. */
    voucherEmail: text('voucher_email'),
    /** For a transfer: the account holder and the IBAN sealed with the app's key (lib/secret-box). */
    payoutHolder: text('payout_holder'),
    payoutIbanSealed: text('payout_iban_sealed'),
    /**
     * The transfer IBAN's keyed identity (`keyedIdentity(APP_SECRET, 'iban', …)`, as the bank data
     * and the recipients keep it): the fraud checks compare the IBAN typed at the pickup with other
     * referrers' and the recipient's without reading it in the clear (issue 15).
     */
    payoutIbanIdentity: text('payout_iban_identity'),
    /**
     * When it last became Bereitgestellt (issue 15): the tenant's expiry period (Rules
     * PraemienVerfallMonate) runs from its Berlin day; null while it never was ready.
     */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /**
     * The last expiry reminder mailed for this readiness: 30 or 7 (days before expiry). Each is
     * sent once, whatever the job's runs; becoming ready again clears it.
     */
    expiryReminder: integer('expiry_reminder'),
    chosenAt: timestamp('chosen_at', { withTimezone: true }),
    /** When it became Ausgezahlt (issue 15): the bank confirmed the transfer, or the voucher code went out. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reward_credits_referral_uq').on(t.referralId, t.beneficiary).where(sql`kind = 'referral'`),
    uniqueIndex('reward_credits_bonus_uq')
      .on(t.tenantId, t.referrerId, t.bonusAfter)
      .where(sql`kind = 'bonus'`),
    index('reward_credits_due_idx').on(t.status, t.dueOn),
    index('reward_credits_referrer_idx').on(t.tenantId, t.referrerId),
    // The agency's analytics read the rewards credited in a period (decision 067).
    index('reward_credits_referral_created_idx').on(t.tenantId, t.createdAt).where(sql`kind = 'referral'`),
    // The daily expiry job reads only the rewards waiting for the referrer's choice.
    index('reward_credits_ready_idx')
      .on(t.readyAt)
      .where(sql`status = 'Bereitgestellt' and beneficiary = 'Empfehler'`),
  ],
);
