import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { referrals } from '../referrals/referrals.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

/** What a signal's evidence may hold: keyed hashes (shortened), masked values, counts and limits. */
export type FraudEvidence = Record<string, string | number | boolean | null>;

/**
 * A fraud signal on a referral (issue 15), once per kind: what was seen and its evidence. The
 * evidence never holds an e-mail address or IBAN in clear text, only keyed hashes and masked values.
 */
export const fraudSignals = pgTable(
  'fraud_signals',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    /** One of FRAUD_SIGNAL_KINDS (packages/shared/src/operator/fraud.schemas.ts). */
    kind: text('kind').notNull(),
    evidence: jsonb('evidence').$type<FraudEvidence>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.referralId, t.kind] })],
);

/**
 * The review of a referral with signals: held from its first signal until support releases or
 * rejects it with a reason. The lifecycle engine asks for it (the `fraudReview` fact, passed by the programme module) before it
 * credits a reward; a decided review stands, later signals are kept as evidence only.
 */
export const fraudReviews = pgTable(
  'fraud_reviews',
  {
    referralId: uuid('referral_id')
      .primaryKey()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['held', 'released', 'rejected'] }).notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    /** The operator who released or rejected it, with the reason and time. */
    decidedBy: text('decided_by'),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('fraud_reviews_state_idx').on(t.state, t.heldAt)],
);

/**
 * Where a referral's parties acted from: the referrer when recommending, the recipient when
 * confirming their data. Only keyed hashes of the network (/24, /64), the address and the device
 * cookie, for the velocity and same-device signals.
 */
export const fraudOrigins = pgTable(
  'fraud_origins',
  {
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    party: text('party', { enum: ['referrer', 'recipient'] }).notNull(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    referrerId: uuid('referrer_id'),
    /** Null where the address says nothing about the client (loopback, private: a proxy's). */
    network: text('network'),
    address: text('address'),
    device: text('device'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.referralId, t.party] }),
    index('fraud_origins_referrer_idx').on(t.tenantId, t.referrerId, t.at),
    index('fraud_origins_network_idx').on(t.tenantId, t.network, t.at),
  ],
);
