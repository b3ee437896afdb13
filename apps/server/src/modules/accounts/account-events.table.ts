import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';
import { referrers } from './referrers.table.ts';

/**
 * The audit log of account events (issue 5): sign-ins, failed sign-ins, password changes and
 * resets, deletions. It holds no e-mail or IP in the clear: `identityHash` and `ipHash` are keyed
 * hashes, enough to count failures per account and per address for the sign-in limits, and to
 * tell support what happened to an account. A deleted account's events stay, without the link.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    referrerId: uuid('referrer_id').references(() => referrers.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    identityHash: text('identity_hash'),
    ipHash: text('ip_hash'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('account_events_identity_idx').on(t.tenantId, t.identityHash, t.kind, t.at),
    index('account_events_ip_idx').on(t.ipHash, t.kind, t.at),
    index('account_events_referrer_idx').on(t.referrerId, t.at),
  ],
);
