import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { referrers } from '../accounts/referrers.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

/** Proof of a double opt-in or a consent: when, which text version, from where. */
export interface ConsentProof {
  at: string;
  textVersion: string;
  ip: string | null;
  userAgent: string | null;
}

/**
 * A recommendation (Empfehlung). The link carries `empfehlungsnummer` and a random hex token of
 * which only the hash is kept. The recipient's e-mail is personal data and is erased after
 * 12 weeks when unconfirmed; `recipientEmailIdentity` is a keyed hash kept for duplicate checks.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    empfehlungsnummer: bigint('empfehlungsnummer', { mode: 'number' }).notNull(),
    linkTokenHash: text('link_token_hash').notNull(),
    referrerId: uuid('referrer_id').references(() => referrers.id, { onDelete: 'set null' }),
    recipientEmail: text('recipient_email'),
    recipientEmailIdentity: text('recipient_email_identity').notNull(),
    /**
     * Keyed hash of `recipientEmail` for support's search (lib/email-search-hash.ts), erased with
     * the address; null until backfilled.
     */
    recipientEmailHash: text('recipient_email_hash'),
    productId: integer('product_id').notNull(),
    channel: text('channel'),
    agentNumber: text('agent_number'),
    agbText: text('agb_text').notNull(),
    /** Share of the reward the referrer keeps: 100 (referrer only), 50 (both), 0 (recipient only). */
    anteilEmpfehler: integer('anteil_empfehler').notNull(),
    status: text('status', { enum: ['Ok', 'Abgelaufen', 'Offen', 'Gezahlt', 'Storniert'] })
      .notNull()
      .default('Ok'),
    /** Why the programme rules refused the reward (spec §1), recorded by the lifecycle engine. */
    rejectionReason: text('rejection_reason'),
    /**
     * When support last corrected the status by hand (issue 14): from then on the lifecycle engine
     * keeps its hands off the status, so the correction is not undone by the next event or job.
     */
    statusCorrectedAt: timestamp('status_corrected_at', { withTimezone: true }),
    /**
     * Counts the partner events recorded for the referral: an event applied without the row lock
     * (partner-events.service.ts) writes only if this is still the count it read.
     */
    factsVersion: integer('facts_version').notNull().default(0),
    /**
     * The order facts folded from the referral's partner events as they are recorded
     * (referral-order-facts.ts): the first `order.placed` and `order.effective`, and the first of
     * the order's ends with its type. Null until such an event came.
     */
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    orderEffectiveAt: timestamp('order_effective_at', { withTimezone: true }),
    orderEnded: text('order_ended'),
    orderEndedAt: timestamp('order_ended_at', { withTimezone: true }),
    campaignConsents: jsonb('campaign_consents').$type<number[]>().notNull().default([]),
    /**
     * The bonus of the campaigns running when the referral was made (those asking for consent only
     * if ticked): promised then, credited to the referrer with the reward once the referral succeeds.
     */
    campaignBonusCent: integer('campaign_bonus_cent').notNull().default(0),
    /**
     * The product's reward (Prämie) promised at the recommendation: the highest reward active then.
     * The share step, the landing and the engine read it, so a later change of the reward row in
     * the console does not change what an open referral pays (issue 27, decision 047). Null only
     * for a referral made before the column whose product was not offered when it was backfilled:
     * it is read from the catalogue as before (promised-reward.ts).
     */
    promisedRewardCent: integer('promised_reward_cent'),
    optinConfirmedAt: timestamp('optin_confirmed_at', { withTimezone: true }),
    optinProof: jsonb('optin_proof').$type<ConsentProof>(),
    /** Keyed hash of the offline recommendation code (ModuleErstelleOfflineEmpfehlungCode). */
    offlineCode: text('offline_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('referrals_number_uq').on(t.tenantId, t.empfehlungsnummer),
    // One recommendation per referrer, recipient and product: 50 identical requests make one.
    uniqueIndex('referrals_identity_uq').on(t.tenantId, t.referrerId, t.recipientEmailIdentity, t.productId),
    // Only referrals that have a code: every index a row is in costs on each status update.
    uniqueIndex('referrals_offline_code_uq')
      .on(t.tenantId, t.offlineCode)
      .where(sql`offline_code is not null`),
    // A referrer's referrals are found through referrals_identity_uq (tenant_id, referrer_id, …).
    index('referrals_created_idx').on(t.tenantId, t.createdAt),
    // The agency reports read an agency's referrals by its agents' numbers (issue 13).
    index('referrals_agent_idx')
      .on(t.tenantId, t.agentNumber, t.createdAt)
      .where(sql`agent_number is not null`),
    // The agency's orders report pages by the order date (issue 32): walked in order, 50 at a time.
    index('referrals_ordered_idx').on(t.tenantId, t.orderedAt).where(sql`ordered_at is not null`),
    // The daily jobs read only what is still to do: live links, and recipient e-mails still kept.
    index('referrals_expiry_idx').on(t.expiresAt).where(sql`status = 'Ok'`),
    index('referrals_recipient_email_idx').on(t.createdAt).where(sql`recipient_email is not null`),
    // Support's search by the recipient's e-mail, across tenants (issue 14).
    index('referrals_recipient_email_hash_idx')
      .on(t.recipientEmailHash)
      .where(sql`recipient_email_hash is not null`),
    // The start-up backfill's to-do list; empty once it ran, as new rows come with their hash.
    index('referrals_email_hash_backfill_idx')
      .on(t.id)
      .where(sql`recipient_email is not null and recipient_email_hash is null`),
  ],
);

/** Clicks on a referral link, by channel (GET /empfehlen/click, PUT /empfehlung/{nr}). */
export const referralClicks = pgTable(
  'referral_clicks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    channel: text('channel'),
    empfaengernummer: text('empfaengernummer'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_clicks_referral_idx').on(t.tenantId, t.referralId)],
);
