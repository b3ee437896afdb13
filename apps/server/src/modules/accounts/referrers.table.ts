import type { ReferrerAddress } from '@kwk/shared/eligibility/german-address';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * Proof of the eligibility confirmation (spec §1), kept like the opt-in's and the recipient's
 * consent proof: when, which text version and the text itself in the language shown, from where.
 */
export interface EligibilityProof {
  at: string;
  textVersion: string;
  language: string;
  text: string;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Referrer accounts (Empfehler), created free and automatically with the first recommendation.
 * `emailIdentity` is the normalised address (case, blanks, provider dots and +tags) that makes one
 * person one account per tenant.
 */
export const referrers = pgTable(
  'referrers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Keyed hash of the address for support's search (lib/email-search-hash.ts); null until backfilled. */
    emailHash: text('email_hash'),
    emailIdentity: text('email_identity').notNull(),
    anrede: text('anrede'),
    vorname: text('vorname').notNull(),
    nachname: text('nachname').notNull(),
    /** Public, non-guessable id of the referrer (Empfehlerhash in the spec). */
    empfehlerHash: text('empfehler_hash').notNull(),
    passwordHash: text('password_hash'),
    language: text('language').notNull().default('de'),
    newsletterPermission: boolean('newsletter_permission').notNull().default(false),
    newsletterOptinSentAt: timestamp('newsletter_optin_sent_at', { withTimezone: true }),
    /** The referrer's customer number with the partner (/kundennummer), so orders can be matched. */
    kundennummer: text('kundennummer'),
    /** Set when support blocks the account: 'blocked' | 'inaccessible' | 'excluded'. */
    blockedReason: text('blocked_reason'),
    /** The latest eligibility confirmation (issue 15): every sign-up and recommendation asks it again. */
    eligibilityConfirmedAt: timestamp('eligibility_confirmed_at', { withTimezone: true }),
    eligibilityProof: jsonb('eligibility_proof').$type<EligibilityProof>(),
    /** The postal address, only where the tenant collects it (`Rules.EmpfehlerAdresse`); always German. */
    address: jsonb('address').$type<ReferrerAddress>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referrers_identity_uq').on(t.tenantId, t.emailIdentity),
    uniqueIndex('referrers_hash_uq').on(t.empfehlerHash),
    // Support's search by e-mail, across tenants (issue 14).
    index('referrers_email_hash_idx').on(t.emailHash),
  ],
);
