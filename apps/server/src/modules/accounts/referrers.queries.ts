import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { referrers } from './referrers.table.ts';

/**
 * The accounts module's read queries over the referrers for other modules (issue 28, item 2;
 * decision 051): the owner builds the SQL over its table, a reader embeds it in its own statement
 * and names no table of the accounts.
 */

/**
 * Whom a mail about a referrer goes to: a source to join, with the columns `id`, `email`,
 * `vorname` and `language` (`join ${referrerAddressees} f on f.id = …`). A plain projection, so
 * the planner reads it as the table itself.
 */
export const referrerAddressees: SQL = sql`(select id, email, vorname, language from ${referrers})`;

/**
 * The names a payout list shows of a referrer: a source to join, with the columns `id`, `nummer`
 * (the referrer number, `empfehler_hash`), `vorname`, `nachname` and `email`.
 */
export const referrerNames: SQL = sql`(select id, empfehler_hash as nummer, vorname, nachname, email from ${referrers})`;

/**
 * What support's search shows of a referrer: a source to join, with the columns `id`, `vorname`,
 * `nachname`, `email` and `blocked_reason` (null when support has not blocked the account).
 */
export const referrerSupportCards: SQL = sql`(select id, vorname, nachname, email, blocked_reason from ${referrers})`;

/**
 * The referrers, in any tenant, whose address has this keyed search hash (lib/email-search-hash.ts):
 * a source to join, with the columns `id` and `tenant_id`, on `referrers_email_hash_idx`.
 */
export const referrersWithEmailHash = (hash: string): SQL =>
  sql`(select id, tenant_id from ${referrers} where email_hash = ${hash})`;

/**
 * What the lifecycle engine reads of a referral's referrer (`EngineReferrer`): a scalar subquery
 * answering one JSON object with `id`, `email`, `emailIdentity`, `vorname`, `language` and the
 * keyed identity of the IBAN stored in Meine Daten (`ibanIdentity`, null without one); null when
 * the account is gone. Correlated with the reader's referrer id column.
 */
export const referrerStateJson = (referrerId: SQLWrapper): SQL =>
  sql`(select json_build_object('id', f.id, 'email', f.email, 'emailIdentity', f.email_identity,
      'vorname', f.vorname, 'language', f.language, 'kundennummer', f.kundennummer,
      'ibanIdentity', (select b.iban_identity from referrer_bank_data b where b.referrer_id = f.id))
    from referrers f where f.id = ${referrerId})`;
