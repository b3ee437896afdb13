import { type SQL, sql } from 'drizzle-orm';

/**
 * The fraud module's read for the payouts (issue 15): a condition that is true when the referral
 * of `referralId` (an SQL expression; null for bonuses and goodwill) is not held for review and
 * not rejected. A held referral's transfer waits in no batch until support releases it; a
 * rejected one is never paid. The fraud module keeps what "held" means here, next to its table.
 */
export const notHeldByFraud = (referralId: SQL) =>
  sql`not exists (select 1 from fraud_reviews fr
    where fr.referral_id = ${referralId} and fr.state in ('held', 'rejected'))`;
