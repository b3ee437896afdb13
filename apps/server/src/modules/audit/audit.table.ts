import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit log (issue 14): every operator action and every security event, append-only. The
 * migration adds a trigger that refuses UPDATE and DELETE (also for the table's owner), and each
 * row carries the HMAC (keyed outside the database; SHA-256 alone before decision 035) of its
 * predecessor's hash and its own content, so a row changed or removed behind the trigger's back
 * breaks the chain (`audit.checkChain`), and a cut tail shows against the daily anchor.
 *
 * No e-mail address, IBAN or token goes in here: a person is named by id or by keyed hash.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** operator | system | partner | referrer | recipient | agency | anonymous */
    actorKind: text('actor_kind').notNull(),
    /** The operator's (or other principal's) id; null for the system and the anonymous. */
    actorId: text('actor_id'),
    /** e.g. `operator.sign_in`, `operator.sign_in_failed`, `tenant.update`, `account.block`. */
    action: text('action').notNull(),
    /** The tenant the action concerns, if any (no foreign key: the log outlives a tenant). */
    tenantId: uuid('tenant_id'),
    /** What it was done to, e.g. `referral:1234567`, `account:<uuid>`, `partner_key:<id>`. */
    subject: text('subject'),
    /** Why, as the operator typed it (status corrections, blocks, goodwill decisions). */
    reason: text('reason'),
    /** Further facts, free of personal data in clear text. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_tenant_idx').on(t.tenantId, t.at),
    index('audit_log_subject_idx').on(t.subject),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);
