import { type SQL, sql } from 'drizzle-orm';

/**
 * The fraud module's read for every path to the money (issue 15; issue 27, item 5): the payout
 * batches, the voucher issue job and the engine's count toward bonus tiers (through its
 * `notHeldByFraud` fact; a bonus has no referral of its own to hold) apply this one condition. A condition that is true when the referral
 * of `referralId` (an SQL expression; null for bonuses and goodwill) is not held for review and
 * not rejected. A held referral's transfer waits in no batch, and its voucher is not issued, until
 * support releases it; a rejected one is never paid. The fraud module keeps what "held" means here, next to its table.
 */
export const notHeldByFraud = (referralId: SQL) =>
  sql`not exists (select 1 from fraud_reviews fr
    where fr.referral_id = ${referralId} and fr.state in ('held', 'rejected'))`;
