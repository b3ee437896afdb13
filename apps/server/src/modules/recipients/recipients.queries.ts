import { type AnyColumn, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The recipients module's read queries for other modules (issue 28, item 2; decision 051): the
 * owner builds the SQL over its table, a reader embeds it in its own where clause and names no
 * column of `recipients`.
 */

/**
 * Whether a referral has a recipient with this address (its identity hash, or the address itself
 * in any case): an `exists` condition correlated with the reader's referral id column.
 */
export const referralHasRecipientAddress = (
  referralId: AnyColumn,
  address: { identityHash: string; email: string },
): SQL =>
  sql`exists (select 1 from recipients x where x.referral_id = ${referralId}
                and (x.email_identity = ${address.identityHash} or lower(x.email) = ${address.email.trim().toLowerCase()}))`;

/**
 * The recipients not erased, with the details they gave as text (empty where they gave none): a
 * source to join, with the columns `id`, `nummer` (the recipient number, `empfaengernummer`),
 * `vorname`, `nachname` and `email`.
 */
export const recipientNames: SQL = sql`(select id, empfaengernummer as nummer,
    coalesce(personal->>'vorname', '') as vorname, coalesce(personal->>'name', '') as nachname,
    coalesce(email, '') as email
  from recipients where erased_at is null)`;

/**
 * Whether a referral's friend confirmed their data (the status bar's "reacted"): an `exists`
 * condition correlated with the reader's referral id column.
 */
export const referralRecipientConfirmed = (referralId: SQLWrapper): SQL =>
  sql`exists (select 1 from recipients x where x.referral_id = ${referralId} and x.data_confirmed_at is not null)`;

/**
 * The id of the referral whose recipient has this recipient number in the tenant (an order may
 * carry it instead of the referral number): a scalar subquery, null when none has it.
 */
export const referralIdOfRecipientNumber = (
  tenantId: string | Placeholder,
  empfaengernummer: string | Placeholder,
): SQL<string | null> =>
  sql<
    string | null
  >`(select referral_id from recipients where tenant_id = ${tenantId} and empfaengernummer = ${empfaengernummer})`;

/**
 * Whether the referral's recipient has this recipient number: an `exists` condition correlated
 * with the reader's referral id and tenant columns.
 */
export const referralHasRecipientNumber = (
  referralId: SQLWrapper,
  tenantId: SQLWrapper,
  empfaengernummer: string,
): SQL =>
  sql`exists (select 1 from recipients x where x.referral_id = ${referralId} and x.tenant_id = ${tenantId}
    and x.empfaengernummer = ${empfaengernummer})`;

/**
 * Whether the referral's recipient gave a bank account of this IBAN identity: an `exists`
 * condition (the identity may be the reader's column or subquery, or a value).
 */
export const referralRecipientHasIban = (
  referralId: SQLWrapper | string,
  ibanIdentity: SQLWrapper | string,
): SQL =>
  sql`exists (select 1 from recipients x where x.referral_id = ${referralId} and x.iban_identity = ${ibanIdentity})`;

/**
 * Whether the recipient (not erased) gave a bank account at the order: an `exists` condition
 * correlated with the reader's recipient id column.
 */
export const recipientHasBankAccount = (recipientId: SQLWrapper): SQL =>
  sql`exists (select 1 from recipients p where p.id = ${recipientId} and p.erased_at is null
    and p.iban_encrypted is not null)`;

/**
 * Whom a mail about a recipient goes to: a source to join, with the columns `id`, `email` and
 * `vorname` (null when not given or erased). A plain projection, so the planner reads it as the
 * table itself.
 */
export const recipientAddressees: SQL = sql`(select id, email, personal->>'vorname' as vorname from recipients)`;

/**
 * What the lifecycle engine reads of a referral's recipients (`EngineRecipient`, oldest first): a
 * scalar subquery answering a JSON array of objects with `id`, `email`, `personal`,
 * `emailIdentity`, `ibanIdentity`, `nameAddressIdentity` and `dataConfirmedAt` (`[]` when none).
 * Correlated with the reader's referral id column, on `recipients_referral_idx`.
 */
export const recipientsStateJson = (referralId: SQLWrapper): SQL =>
  sql`(select coalesce(json_agg(json_build_object('id', x.id, 'email', x.email,
      'personal', x.personal, 'emailIdentity', x.email_identity, 'ibanIdentity', x.iban_identity,
      'nameAddressIdentity', x.name_address_identity, 'dataConfirmedAt', x.data_confirmed_at)
      order by x.created_at), '[]'::json)
    from recipients x where x.referral_id = ${referralId})`;

/**
 * When recipients confirmed their data: a source to join, with the columns `tenant_id`,
 * `referral_id` and `data_confirmed_at` (null while they have not). A plain projection, so the
 * planner reads it as the table itself.
 */
export const recipientConfirmations: SQL = sql`(select tenant_id, referral_id, data_confirmed_at from recipients)`;

/**
 * The recipients as an agency's leads report lists them: a source to join, with the columns `id`,
 * `tenant_id`, `referral_id`, `empfaengernummer`, `name` (first and last name as given, '' where
 * none), `ort` (the town of the address, '') and `data_confirmed_at`.
 */
export const recipientLeads: SQL = sql`(select id, tenant_id, referral_id, empfaengernummer,
    trim(coalesce(personal->>'vorname', '') || ' ' || coalesce(personal->>'name', '')) as name,
    coalesce(personal->'adresse'->>'ort', '') as ort, data_confirmed_at
  from recipients)`;

/**
 * The recipient number an order of the referral goes under: its confirmed recipient first, then
 * the first created; two created at the same moment by their number, so every read names the same
 * one. A scalar subquery, '' when the referral has no recipient.
 */
export const orderRecipientNumber = (referralId: SQLWrapper): SQL<string> =>
  sql<string>`coalesce((select rc.empfaengernummer from recipients rc where rc.referral_id = ${referralId}
    order by rc.data_confirmed_at is null, rc.created_at, rc.empfaengernummer limit 1), '')`;
