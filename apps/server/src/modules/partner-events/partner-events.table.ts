import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { referrals } from '../referrals/referrals.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * Every accepted partner event, once per partner event id: the source of truth the lifecycle
 * engine reads the order facts from, and what makes a repeated delivery a no-op.
 */
export const partnerEvents = pgTable(
  'partner_events',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId] }),
    index('partner_events_referral_idx').on(t.tenantId, t.referralId, t.occurredAt),
  ],
);

/** Events that could not be applied (unknown referral, wrong order), kept with the reason, never dropped. */
export const partnerDeadLetters = pgTable(
  'partner_dead_letters',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    reason: text('reason').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /**
     * The payload as the partner sent it, kept when an operator first fixes it (issue 14); null
     * while unfixed. The fix's audit row names every changed field with both values.
     */
    originalPayload: jsonb('original_payload').$type<Record<string, unknown>>(),
    fixedAt: timestamp('fixed_at', { withTimezone: true }),
    /** The operator who fixed it last. */
    fixedBy: text('fixed_by'),
    /** How often an operator replayed it; one that applies leaves the table. */
    replays: integer('replays').notNull().default(0),
    lastReplayAt: timestamp('last_replay_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId] }),
    index('partner_dead_letters_reason_idx').on(t.reason),
  ],
);
