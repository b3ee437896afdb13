import { GOODWILL_STATES } from '@kwk/shared/operator/goodwill.schemas';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { referrers } from '../accounts/referrers.table.ts';
import { rewardCredits } from '../lifecycle/reward-credits.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * Goodwill cases (Kulanzfälle, issue 14): a complaint about a reward sent through the contact form,
 * open until support grants a goodwill reward or refuses, always with a reason. The decision mail
 * carries a link to /kulanzdanke whose token only the hash of is kept here. A grant above the
 * tenant's threshold waits (Freigabe) for a finance approval before it is credited.
 */
export const goodwillCases = pgTable(
  'goodwill_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The tenant's referrer account of the sender's address, when there was one. */
    referrerId: uuid('referrer_id').references(() => referrers.id, { onDelete: 'set null' }),
    /** The sender's address; null once erased (Art. 17). */
    email: text('email'),
    language: text('language').notNull().default('de'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: GOODWILL_STATES }).notNull().default('Offen'),
    cents: integer('cents'),
    reason: text('reason'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * The finance decision on a grant above the tenant's threshold (issue 27, item 2): who (never
     * the granting operator, `decidedBy`), when and why; null for grants that needed none.
     */
    approvalBy: uuid('approval_by'),
    approvalAt: timestamp('approval_at', { withTimezone: true }),
    approvalReason: text('approval_reason'),
    creditId: uuid('credit_id').references(() => rewardCredits.id, { onDelete: 'set null' }),
    thanksTokenHash: text('thanks_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    index('goodwill_cases_status_idx').on(t.status, t.createdAt),
    // The yearly cap sums an account's grants of the year.
    index('goodwill_cases_referrer_idx').on(t.referrerId, t.decidedAt),
    uniqueIndex('goodwill_cases_token_uq').on(t.thanksTokenHash),
  ],
);
