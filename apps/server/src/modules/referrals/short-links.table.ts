import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';
import { referrals } from './referrals.table.ts';

/**
 * A referral's short link `/r/{code}` on the tenant's host (issue 30, decision 055): one per
 * referral, made on first request, leading to the referral's long link. The code is random (not
 * derived from the referral), so it tells nothing about the referral and must be stored.
 */
export const referralShortLinks = pgTable(
  'referral_short_links',
  {
    code: text('code').primaryKey(),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The host's tenant: a code is looked up only within it. */
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('referral_short_links_referral_uq').on(t.referralId)],
);
