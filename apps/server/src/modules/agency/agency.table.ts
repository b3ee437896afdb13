import { AGENCY_COUNTRIES } from '@kwk/shared/agency/agency-countries';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { referrals } from '../referrals/referrals.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * A sales-partner agency of a tenant with the agency area (ModuleAgenturbereich). `department` is
 * the value of the identity provider's `department` claim that names it (spec §6 scope
 * `openid department az_basic`); the rest is its master data (Stammdaten).
 */
export const agencies = pgTable(
  'agencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    department: text('department').notNull(),
    name: text('name').notNull(),
    strasse: text('strasse').notNull().default(''),
    plz: text('plz').notNull().default(''),
    ort: text('ort').notNull().default(''),
    /**
     * ISO 3166-1 alpha-2 country of the address (Land); Germany for every agency before the field
     * existed. Decides the credit note's tax note with the USt-IdNr. (decision 038, addendum).
     */
    land: text('land', { enum: AGENCY_COUNTRIES }).notNull().default('DE'),
    email: text('email').notNull().default(''),
    telefon: text('telefon').notNull().default(''),
    ustId: text('ust_id').notNull().default(''),
    /**
     * The agency's tax number (Steuernummer), kept by the programme operator: a credit note names
     * it when the agency has no USt-IdNr. (a Kleinunternehmer often has none).
     */
    steuernummer: text('steuernummer').notNull().default(''),
    /**
     * How the agency's commission is taxed, set by the programme operator (it decides how much VAT
     * the operator pays out): regular 19 %, Kleinunternehmer (§ 19 UStG, no VAT) or reverse charge
     * (§ 13b UStG, the operator owes the VAT). See docs/decisions/038-agency-credit-note.md.
     */
    steuerstatus: text('steuerstatus', { enum: ['Regelbesteuerung', 'Kleinunternehmer', 'ReverseCharge'] })
      .notNull()
      .default('Regelbesteuerung'),
    /** Commission per released order, for the monthly statement (Rechnungen). */
    provisionCent: integer('provision_cent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agencies_department_uq').on(t.tenantId, t.department)],
);

/**
 * A person who signs in to the agency area through the tenant's identity provider, identified by
 * issuer + subject (never by e-mail). Roles are those of the latest sign-in's claims.
 */
export const agencyUsers = pgTable(
  'agency_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    name: text('name').notNull().default(''),
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    /** The agent number of an employee who also recommends in the field. */
    agentNumber: text('agent_number'),
    /** The owner deactivates an employee (tab Mitarbeiter); a deactivated user cannot sign in. */
    active: boolean('active').notNull().default(true),
    lastSigninAt: timestamp('last_signin_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agency_users_identity_uq').on(t.issuer, t.subject),
    index('agency_users_agency_idx').on(t.agencyId),
  ],
);

/** Agency sessions: like the referrer's, an opaque token of which only the SHA-256 is kept. */
export const agencySessions = pgTable(
  'agency_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => agencyUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('agency_sessions_user_idx').on(t.userId),
    index('agency_sessions_expiry_idx').on(t.expiresAt),
  ],
);

/**
 * Which agency an agent (agents table, by its number) works for. The agents module owns the agent
 * itself; the link is the agency's, so agents need not know agencies.
 */
export const agencyAgents = pgTable(
  'agency_agents',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    agentNumber: text('agent_number').notNull(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.agentNumber] }),
    index('agency_agents_agency_idx').on(t.agencyId, t.agentNumber),
  ],
);

/**
 * An invitation to an agent (spec §3 Einladung). The e-mail is kept to show in the invitations
 * report; `emailIdentity` (keyed hash) finds a duplicate; the registration link's token is hashed.
 */
export const agencyInvitations = pgTable(
  'agency_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by').references(() => agencyUsers.id, { onDelete: 'set null' }),
    vorname: text('vorname').notNull(),
    nachname: text('nachname').notNull(),
    email: text('email').notNull(),
    emailIdentity: text('email_identity').notNull(),
    art: text('art').notNull(),
    mitarbeiternummer: text('mitarbeiternummer'),
    tokenHash: text('token_hash'),
    status: text('status', { enum: ['Offen', 'Angenommen', 'Abgelaufen'] })
      .notNull()
      .default('Offen'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agency_invitations_email_uq').on(t.tenantId, t.emailIdentity),
    index('agency_invitations_agency_idx').on(t.agencyId, t.createdAt),
    uniqueIndex('agency_invitations_token_uq').on(t.tokenHash).where(sql`token_hash is not null`),
  ],
);

/**
 * The agency's release of an order of its agent (spec §7 `agentur/auftragfreigeben`): who and when.
 * One per referral; the lifecycle engine pays an agent's referral only once it is released.
 */
export const agencyOrderReleases = pgTable(
  'agency_order_releases',
  {
    referralId: uuid('referral_id')
      .primaryKey()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    releasedBy: uuid('released_by').references(() => agencyUsers.id, { onDelete: 'set null' }),
    releasedByName: text('released_by_name').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('agency_order_releases_agency_idx').on(t.agencyId, t.releasedAt)],
);

/** The agency's reward plans (Praemienplan): an extra per product shown with its agents' recommendations. */
export const agencyRewardPlans = pgTable(
  'agency_reward_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    productId: integer('product_id'),
    wertCent: integer('wert_cent').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    createdBy: uuid('created_by').references(() => agencyUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agency_reward_plans_agency_idx').on(t.agencyId)],
);

/**
 * The tenant's identity provider for agency sign-in (production: from configuration). The client
 * secret is encrypted with the app key (AES-256-GCM), never stored in clear.
 */
export const agencyIdentityProviders = pgTable('agency_identity_providers', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretEncrypted: text('client_secret_encrypted').notNull(),
  /** Redirect URIs the SPA may name in `PUT /agentur/sso`. */
  redirectUris: jsonb('redirect_uris').$type<string[]>().notNull().default([]),
  roleClaim: text('role_claim').notNull().default('roles'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A started agency sign-in (`POST /agentur/sso/start`): the state's hash, the nonce the ID token
 * must carry, the redirect URI and PKCE challenge the code must come with. Single use, 10 minutes.
 */
export const agencySsoRequests = pgTable(
  'agency_sso_requests',
  {
    stateHash: text('state_hash').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('agency_sso_requests_expiry_idx').on(t.expiresAt)],
);

/**
 * The programme operator's last credit-note number (one row per tenant, the issuer). Issuing locks
 * the row for update and takes the next number in the transaction that writes the credit note, so
 * numbers have no gap (a sequence skips a number when its transaction rolls back).
 */
export const agencyCreditNoteCounters = pgTable('agency_credit_note_counters', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * A month's commission statement as issued: a Gutschrift (§ 14 Abs. 2 Satz 2 UStG) of the
 * operator to the agency, one per agency and closed month. `document` holds everything the PDF
 * shows (issuer, recipient, lines, amounts) as issued, so the document never changes afterwards.
 */
export const agencyCreditNotes = pgTable(
  'agency_credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Restrict, not cascade: a credit note is kept ten years (§ 147 AO, § 14b UStG), so neither
     * its issuer (tenant) nor its agency can be deleted while it exists (decision 038, addendum).
     */
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'restrict' }),
    /** YYYY-MM, the period (Berlin time). */
    month: text('month').notNull(),
    /** The counter's number; `number` is how the document shows it. */
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    orders: integer('orders').notNull(),
    netCent: integer('net_cent').notNull(),
    vatCent: integer('vat_cent').notNull(),
    grossCent: integer('gross_cent').notNull(),
    /**
     * The negative amount (gross) carried in from the agency's previous credit note, 0 if none, and
     * what this one pays out: gross plus carried, never below 0; the rest is carried on (decision
     * 038, second addendum).
     */
    carriedInCent: integer('carried_in_cent').notNull().default(0),
    payableCent: integer('payable_cent').notNull().default(0),
    taxStatus: text('tax_status').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    uniqueIndex('agency_credit_notes_month_uq').on(t.tenantId, t.agencyId, t.month),
    uniqueIndex('agency_credit_notes_number_uq').on(t.tenantId, t.sequence),
  ],
);

/**
 * Each order's commission as issued, one row per line of a credit note: + the commission, − its
 * reversal (Storno) on a later note. An order's sum is what it has been paid so far, so a
 * statement credits an earning order whose sum is 0 and reverses a no longer earning one whose
 * sum is positive, once (decision 038, second addendum). Kept with its note, like the note's
 * document; an erased referral leaves its line without it.
 */
export const agencyCreditNoteLines = pgTable(
  'agency_credit_note_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditNoteId: uuid('credit_note_id')
      .notNull()
      .references(() => agencyCreditNotes.id, { onDelete: 'restrict' }),
    referralId: uuid('referral_id').references(() => referrals.id, { onDelete: 'set null' }),
    empfehlungsnummer: bigint('empfehlungsnummer', { mode: 'number' }).notNull(),
    /** Cents, negative for a reversal. */
    amountCent: integer('amount_cent').notNull(),
    /** The number of the credit note whose line this one reverses; null for a commission. */
    reverses: text('reverses'),
  },
  (t) => [
    index('agency_credit_note_lines_referral_idx').on(t.referralId),
    uniqueIndex('agency_credit_note_lines_uq').on(t.creditNoteId, t.empfehlungsnummer),
  ],
);
