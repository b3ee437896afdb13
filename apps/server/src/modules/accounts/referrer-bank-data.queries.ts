import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The accounts module's read queries over the referrers' stored bank data for other modules
 * (issue 28, item 2; decision 051): the owner builds the SQL over its table, a reader embeds it in
 * its own statement and names no table of the accounts. An IBAN appears only as its keyed
 * identity (`iban_identity`).
 */

/** The referrers of the tenant whose stored account has this IBAN identity: a source with the column `referrer_id`. */
export const referrersWithStoredIban = (tenantId: string, ibanIdentity: string): SQL =>
  sql`(select b.referrer_id from referrer_bank_data b
    where b.tenant_id = ${tenantId} and b.iban_identity = ${ibanIdentity})`;

/** The IBAN identity of the referrer's stored account, null without one: a scalar subquery. */
export const storedIbanIdentityOf = (referrerId: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select b.iban_identity from referrer_bank_data b where b.referrer_id = ${referrerId})`;

/**
 * How many other referrers of the same tenant stored an account with the referrer's IBAN (0
 * without a stored account): a scalar subquery.
 */
export const otherReferrersWithStoredIbanOf = (referrerId: SQLWrapper): SQL<number> =>
  sql<number>`(select count(distinct b2.referrer_id) from referrer_bank_data b1
    join referrer_bank_data b2 on b2.tenant_id = b1.tenant_id and b2.iban_identity = b1.iban_identity
      and b2.referrer_id <> b1.referrer_id
    where b1.referrer_id = ${referrerId})`.mapWith(Number);

/** Whether the referrer stored a bank account in Meine Daten: an `exists` condition. */
export const referrerHasStoredAccount = (referrerId: SQLWrapper): SQL =>
  sql`exists (select 1 from referrer_bank_data b where b.referrer_id = ${referrerId})`;
