import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * A raise of a money setting proposed in the console, waiting for a second admin (issue 27,
 * decision 047): a reward's amount or a new reward, a campaign's bonus, or the tenant's money rules
 * (recipient cap, goodwill year limit, bonus tiers); a product's rewards or a reward's switch and days
 * that make a product pay more (the addendum). `before` is what the setting was when proposed
 * (the approval applies only if it still is, so two raises of one setting cannot both apply over each other), `after` what the approval writes; the module that
 * owns the setting reads and applies both. `amounts` is what the console shows, old → new.
 */
export const moneyChangeApprovals = pgTable(
  'money_change_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['rules', 'reward', 'campaign', 'product'] }).notNull(),
    /** The reward's, campaign's or product's id; null for a new row and for the rules. */
    subjectId: integer('subject_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>().notNull(),
    amounts: jsonb('amounts').$type<unknown[]>().notNull(),
    state: text('state', { enum: ['pending', 'approved', 'rejected', 'outdated'] })
      .notNull()
      .default('pending'),
    proposedBy: uuid('proposed_by').notNull(),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('money_change_approvals_open_idx').on(t.tenantId).where(sql`state = 'pending'`)],
);
