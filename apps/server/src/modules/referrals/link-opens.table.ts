import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';
import { referrals } from './referrals.table.ts';

/**
 * How often a referral's link was opened, per Berlin day (issue 29, item 6; decision 067): one
 * counter row per referral and day, raised by one upsert at the recipient's landing (long link, or
 * the short link's redirect to it). Nothing about the opener is kept: no address, no user agent,
 * no cookie, no time of day.
 */
export const referralLinkOpens = pgTable(
  'referral_link_opens',
  {
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    /** The Berlin calendar day of the opens. */
    day: date('day').notNull(),
    opens: integer('opens').notNull().default(sql`1`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    // The upsert's conflict target: one row per referral and day.
    primaryKey({ name: 'referral_link_opens_pk', columns: [t.referralId, t.day] }),
    // The agency's analytics read a tenant's opens of a period.
    index('referral_link_opens_day_idx').on(t.tenantId, t.day),
  ],
);
