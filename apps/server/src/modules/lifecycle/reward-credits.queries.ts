import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

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

/**
 * The referrers of the tenant who chose a transfer to an IBAN of this identity for a reward: a
 * source with the column `referrer_id` (null for a recipient's share).
 */
export const referrersWithPayoutIban = (tenantId: string, ibanIdentity: string): SQL =>
  sql`(select c.referrer_id from reward_credits c
    where c.tenant_id = ${tenantId} and c.payout_iban_identity = ${ibanIdentity})`;

/** Whether the referral's recipient chose a transfer of their share to an IBAN of this identity: an `exists` condition. */
export const recipientShareToIban = (referralId: string, ibanIdentity: string): SQL =>
  sql`exists (select 1 from reward_credits e where e.referral_id = ${referralId}
    and e.beneficiary = 'Empfaenger' and e.payout_iban_identity = ${ibanIdentity})`;

/**
 * The referral rewards given (provided, picked up or paid) and last changed since `since`: a
 * source with the column `referral_id`, one row per credit.
 */
export const referralRewardsGivenSince = (since: Date): SQL =>
  sql`(select rc.referral_id from reward_credits rc
    where rc.kind = 'referral' and rc.status in ('Bereitgestellt', 'Abgeholt', 'Ausgezahlt')
      and rc.updated_at >= ${since})`;

/**
 * The reward credits as a payout reads them: a source to join, with the columns `id`,
 * `tenant_id`, `kind`, `beneficiary`, `cents`, `referral_id`, `referrer_id`, `recipient_id`,
 * `created_at`, the account chosen at the pickup (`holder`, `iban_sealed`, sealed by the accounts;
 * null when none was), and two states a transfer waits in: `transfer_chosen` (picked up as a
 * transfer with its account) and `share_ready` (a recipient's share that is ready). A plain
 * projection, so the planner reads it as the table itself.
 */
export const creditTransfers: SQL = sql`(select id, tenant_id, kind, beneficiary, cents, referral_id,
    referrer_id, recipient_id, created_at, payout_holder as holder, payout_iban_sealed as iban_sealed,
    (status = 'Abgeholt' and payout_kind = 'Ueberweisung' and payout_iban_sealed is not null) as transfer_chosen,
    (beneficiary = 'Empfaenger' and status = 'Bereitgestellt') as share_ready
  from reward_credits)`;

/**
 * The reward credits as they stand: a source to join, with the columns `id`, `tenant_id`, `kind`,
 * `beneficiary`, `referral_id`, `referrer_id`, `cents`, `status`, `payout_kind`,
 * `payout_iban_chosen` (a transfer's account was given at the pickup), `ready_at`, `created_at` and
 * `paid_at`. A plain projection, so the planner reads it as the table itself (and its indexes
 * serve the reader's conditions).
 */
export const rewardCreditStates: SQL = sql`(select id, tenant_id, kind, beneficiary, referral_id, referrer_id,
    cents, status, payout_kind, payout_iban_sealed is not null as payout_iban_chosen, ready_at, created_at, paid_at
  from reward_credits)`;

/**
 * What a referral's reward is worth (its parts not cancelled; 0 before it was credited): a scalar
 * subquery correlated with the reader's referral id, on `reward_credits_referral_uq`.
 */
export const referralRewardCents = (referralId: SQLWrapper): SQL<number> =>
  sql<number>`coalesce((select sum(c.cents) from reward_credits c where c.referral_id = ${referralId}
    and c.kind = 'referral' and c.status <> 'Storniert'), 0)::int`;
