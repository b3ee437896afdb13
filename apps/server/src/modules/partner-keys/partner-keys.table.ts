import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * A partner's API keys; only the SHA-256 of a key is kept. `permissions` names what the key may
 * do (see PARTNER_KEY_PERMISSIONS): a key is issued for events, for host sign-ins, or for both.
 * A row inserted without them may send events only (decision 011).
 */
export const partnerApiKeys = pgTable('partner_api_keys', {
  keyHash: text('key_hash').primaryKey(),
  /** How the console names a key (issue 14); never the key or its hash. */
  id: uuid('id').notNull().unique().defaultRandom(),
  /** The key's first characters (`kwkp_` and five more), shown to tell keys apart; null for keys issued before. */
  keyPrefix: text('key_prefix'),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  permissions: text('permissions').array().notNull().default(['events']),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /**
   * A rotated key's end: it keeps working until then (the overlap window, issue 14) and is refused
   * after. Null for a key without an end.
   */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** When the key last authenticated, written at most once a minute per key (see the key cache). */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  /** A development demo key (db/seed/demo-partner-keys.ts): outside development a valid one stops the start. */
  demo: boolean('demo').notNull().default(false),
  /** The operator who issued or rotated it in the console; null for the owner's command and the seed. */
  issuedBy: uuid('issued_by'),
  /**
   * A key that may send events, issued or rotated in the console, works only once a second admin
   * approved it (issue 27, decision 041); until then the partner API refuses it as an unknown key.
   */
  awaitingApproval: boolean('awaiting_approval').notNull().default(false),
  /** The admin who approved or refused it, and when. */
  decidedBy: uuid('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  /**
   * A rotation's new key that waits for approval: the key it replaces, which keeps working and gets
   * its end (`overlap_hours` on) only when this one is approved, so the partner is never cut off.
   */
  replacesKey: uuid('replaces_key'),
  overlapHours: integer('overlap_hours'),
});
