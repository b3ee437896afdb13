import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * A tenant's webhook endpoint (issue 31, decision 073). The signing secret is sealed with the
 * app's key (lib/secret-box, as the IBANs are) and shown once; a rotation keeps the previous one
 * until `previous_secret_expires_at`, and meanwhile both sign every delivery.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    /** Since when every delivery to it failed; null after a success. Days of it switch it off. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** Why it is off when the portal switched it off (not an admin). */
    disabledReason: text('disabled_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webhook_endpoints_tenant_idx').on(t.tenantId)],
);

/**
 * The order of events across the portal: each event takes the next number, and every delivery
 * of it carries it in its payload (`sequence`), so a receiver can tell an older event arriving
 * after a newer one (decision 073).
 */
export const webhookEventSequence = pgSequence('webhook_event_sequence');

/**
 * The outbox of the webhooks: one row per event and endpoint, written in the same transaction as
 * the change it reports. The worker leases due rows (`locked_until`), posts them, and records the
 * answer; a crashed worker's lease runs out and another posts the row again (at least once; the
 * receiver drops a repeat by `event_id`, the `webhook-id` header).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The event's id: the same for each endpoint it goes to and on every retry (`webhook-id`). */
    eventId: uuid('event_id').notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    /** The referral the event is about, if any: the console filters by it. */
    referralNumber: bigint('referral_number', { mode: 'number' }),
    /** The body as sent, byte for byte on every attempt (the signature covers it). */
    payload: text('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastLatencyMs: integer('last_latency_ms'),
    /** The first bytes of the receiver's answer, or why no answer came (timeout, refused address). */
    lastResponse: text('last_response'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    // The worker's claim (`claim`): the pending rows in the order it takes them, the sequence
    // breaking ties, so a backlog is read batch by batch from the index, not read and sorted whole
    // for each batch.
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt, t.sequence).where(sql`status = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_pending_age_idx').on(t.createdAt).where(sql`status = 'pending'`),
  ],
);
