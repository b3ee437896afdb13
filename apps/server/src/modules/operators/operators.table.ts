import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A person of the programme operator who signs in to the console (issue 14). Sign-in is by passkey
 * or TOTP only, never by password. The TOTP secret is sealed (AES-256-GCM, lib/secret-box.ts).
 */
export const operators = pgTable('operators', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased; unique. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  roles: text('roles').array().notNull(),
  active: boolean('active').notNull().default(true),
  /** The sealed base32 TOTP secret, once enrolled. */
  totpSecretSealed: text('totp_secret_sealed'),
  /** The last accepted TOTP time step: a code is accepted once (replay guard). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** The last successful sign-in (passkey or TOTP), for the operator list. */
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A console session: only the token's SHA-256 at rest. It ends 15 minutes after its last call
 * (`lastSeenAt`) or at `endsAt`; `reauthAt` is the last fresh confirmation for dangerous actions.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** passkey | totp */
    method: text('method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reauthAt: timestamp('reauth_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** A one-time enrolment link (from `npm run operator:create` or an admin's invitation). */
export const operatorEnrolments = pgTable('operator_enrolments', {
  tokenHash: text('token_hash').primaryKey(),
  operatorId: uuid('operator_id')
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /**
   * A TOTP secret offered on the enrolment page, sealed, until the operator confirms it with a
   * first code; only then is it the operator's.
   */
  totpPendingSealed: text('totp_pending_sealed'),
});

/** A registered passkey (WebAuthn credential) of an operator. */
export const operatorPasskeys = pgTable(
  'operator_passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    label: text('label').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('operator_passkeys_operator_idx').on(t.operatorId)],
);

/**
 * A WebAuthn challenge handed out and not yet answered: only its SHA-256 at rest, taken (deleted)
 * by the answer, so each is used once; `purpose` keeps a sign-in challenge out of a registration.
 */
export const operatorWebauthnChallenges = pgTable(
  'operator_webauthn_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    /** register | authenticate | reauth */
    purpose: text('purpose').notNull(),
    /** The operator a registration or re-confirmation is for; null for a usernameless sign-in. */
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('operator_webauthn_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * A failed console sign-in or re-confirmation (TOTP or passkey), counted against the limits of
 * operator-sign-in-throttle.ts; `subjectHash` is the keyed hash of the e-mail address (never the
 * address), empty for a passkey nobody owns.
 */
export const operatorSignInFailures = pgTable(
  'operator_sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectHash: text('subject_hash').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /**
     * Where the try came from (decision 033), a keyed hash, never the address: the client's IP
     * for a sign-in, the session for a re-confirmation.
     */
    sourceHash: text('source_hash').notNull().default(''),
    /** totp | passkey: a failed code never holds a passkey back. */
    method: text('method').notNull().default('totp'),
  },
  (t) => [
    index('operator_sign_in_failures_subject_idx').on(t.subjectHash, t.at),
    index('operator_sign_in_failures_source_idx').on(t.sourceHash, t.method, t.at),
  ],
);

/**
 * A burst of wrong codes for one address (decision 033): its owner is mailed once per burst; an
 * hour without a wrong code ends it. `subjectHash` as above.
 */
export const operatorSignInBursts = pgTable('operator_sign_in_bursts', {
  subjectHash: text('subject_hash').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull(),
  alertedAt: timestamp('alerted_at', { withTimezone: true }),
});
