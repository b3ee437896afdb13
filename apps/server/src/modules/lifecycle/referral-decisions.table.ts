import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { referrals } from '../referrals/referrals.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * The lifecycle engine's decisions (issue 14): each time it moves a referral's status, which rule
 * decided and why, so support's timeline can tell. Written by `evaluate` in the transaction of the
 * change; the expiry job's one statement for all tenants and the partner events' optimistic
 * Ok → Offen do not write here (the timeline shows the expiry and the event themselves).
 */
export const referralDecisions = pgTable(
  'referral_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    /** lifecycle_table | link_expiry | programme_rules */
    rule: text('rule').notNull(),
    /** The rule's reason: a rejection reason, a wait reason, `due`; null when there is none. */
    reason: text('reason'),
  },
  (t) => [index('referral_decisions_referral_idx').on(t.referralId, t.at)],
);
