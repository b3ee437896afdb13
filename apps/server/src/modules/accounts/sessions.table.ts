import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';
import { referrers } from './referrers.table.ts';

/**
 * Signed-in sessions of referrers: an opaque bearer token of 256 random bits of which only the
 * SHA-256 is kept. `expiresAt` is when the token stops working; a refresh replaces the token and
 * moves it on, never past `endsAt`, when the user must sign in again.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => referrers.id, { onDelete: 'cascade' }),
    /** How the user signed in: 'password' | 'link' | 'reset' | 'admin'. */
    via: text('via').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_referrer_idx').on(t.referrerId), index('sessions_expiry_idx').on(t.expiresAt)],
);
