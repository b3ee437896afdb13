import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * Single-use tokens sent by mail (opt-in, login link, password reset, reward pickup). Only the
 * SHA-256 of the random token is stored; `usedAt` makes it single-use.
 */
export const actionTokens = pgTable(
  'action_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    subjectId: uuid('subject_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('action_tokens_subject_idx').on(t.tenantId, t.purpose, t.subjectId)],
);
