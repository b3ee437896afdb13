import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { type ConsentProof, referrals } from '../referrals/referrals.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

/** The recipient's own details from the tracking completion (spec §3), erased after 12 weeks if unconfirmed. */
export interface RecipientPersonalData {
  anrede: string;
  vorname: string;
  name: string;
  telefon: string | null;
  adresse: { strasse: string; hausnummer: string; plz: string; ort: string };
}

/**
 * A recipient (Empfaenger): someone who followed a referral link. `empfaengernummer` travels with
 * the order to the partner; the bearer token that lets the browser act as this recipient is kept
 * only as its hash. Personal data, identities and bank data are erased together (`erasedAt`);
 * the row itself stays as an anonymous count with its channel and time.
 */
export const recipients = pgTable(
  'recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    empfaengernummer: text('empfaengernummer').notNull(),
    tokenHash: text('token_hash'),
    channel: text('channel'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Tracking completed: the recipient confirmed their data. */
    dataConfirmedAt: timestamp('data_confirmed_at', { withTimezone: true }),
    personal: jsonb('personal').$type<RecipientPersonalData>(),
    email: text('email'),
    birthDate: date('birth_date'),
    /** Keyed hashes for the self-referral rule (same e-mail; same name and address). */
    emailIdentity: text('email_identity'),
    nameAddressIdentity: text('name_address_identity'),
    advertisingConsent: boolean('advertising_consent').notNull().default(false),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    consentProof: jsonb('consent_proof').$type<ConsentProof & { text: string }>(),
    accountHolder: text('account_holder'),
    /** AES-256-GCM with a key derived from APP_SECRET; `ibanIdentity` is its keyed hash for the rules. */
    ibanEncrypted: text('iban_encrypted'),
    ibanIdentity: text('iban_identity'),
    bankDataAt: timestamp('bank_data_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('recipients_number_uq').on(t.tenantId, t.empfaengernummer),
    uniqueIndex('recipients_token_uq').on(t.tokenHash),
    index('recipients_referral_idx').on(t.referralId),
  ],
);
