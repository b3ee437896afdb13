import { type SQL, sql } from 'drizzle-orm';

/**
 * The lifecycle's read queries over the reward credits for other modules (issue 28, item 2;
 * decision 051): the owner builds the SQL over its table, a reader embeds it in its own statement
 * and names no table of the lifecycle.
 */

/**
 * What a tenant paid each person of one side in [from, to) (Ausgezahlt with the payment in the
 * range): a source to join, one row per person with the columns `person_id` (the referrer, or the
 * recipient for the recipient's share), `payouts` (how many credits) and `cents` (their sum). A
 * credit whose person is gone has a null `person_id`.
 */
export const paidPerPerson = (
  tenantId: string,
  beneficiary: 'Empfehler' | 'Empfaenger',
  range: { from: Date; to: Date },
): SQL => sql`(select ${beneficiary === 'Empfehler' ? sql`referrer_id` : sql`recipient_id`} as person_id,
    count(*)::int as payouts, sum(cents)::int as cents
  from reward_credits
  where tenant_id = ${tenantId} and beneficiary = ${beneficiary} and status = 'Ausgezahlt'
    and paid_at >= ${range.from.toISOString()} and paid_at < ${range.to.toISOString()}
  group by 1)`;

/**
 * The referrals whose reward was credited in [from, to) and not cancelled: a source to join, one
 * row per referral with the columns `referral_id`, `at` (when its first part was credited) and
 * `cents` (the parts' sum, referrer's and recipient's). Read by `reward_credits_referral_created_idx`.
 */
export const referralRewardsCredited = (tenantId: string, range: { from: Date; to: Date }): SQL =>
  sql`(select referral_id, min(created_at) as at, sum(cents)::int as cents
  from reward_credits
  where tenant_id = ${tenantId} and kind = 'referral' and status <> 'Storniert'
    and created_at >= ${range.from.toISOString()} and created_at < ${range.to.toISOString()}
  group by referral_id)`;
