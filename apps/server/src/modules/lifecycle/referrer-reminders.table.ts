import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * The reminder mails sent to referrers (issue 30, item 4), one row per reminder and what it is
 * about: `unconfirmed` a referral whose friend has not confirmed within 7 days, `reward.choice` a
 * reward credit that waited 7 days for the referrer's choice. The key makes "once" a property of
 * the table: the daily job inserts the row and mails in one transaction, and a second run (or a
 * second worker) finds it there. `subject_id` names a referral or a credit, without a foreign key:
 * the row outlives neither meaning nor data (it holds no personal data), and goes with the tenant.
 */
export const referrerReminders = pgTable(
  'referrer_reminders',
  {
    kind: text('kind', { enum: ['unconfirmed', 'reward.choice'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.subjectId] }),
    index('referrer_reminders_tenant_idx').on(t.tenantId),
  ],
);
