import type { FraudReviewState } from '@kwk/shared/operator/fraud.schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import {
  otherReferrersWithStoredIbanOf,
  referrersWithStoredIban,
  storedIbanIdentityOf,
} from '../accounts/accounts.api.ts';
import {
  recipientShareToIban,
  referralRewardsGivenSince,
  referrersWithPayoutIban,
} from '../lifecycle/lifecycle.api.ts';
import { referralHasExistingCustomerFlag } from '../partner-events/partner-events.api.ts';
import { referralRecipientHasIban } from '../recipients/recipients.api.ts';
import { referralKeys } from '../referrals/referrals.api.ts';

/** The facts of the signals decidable only at the pickup or the credit (part of the fraud repository). */
export const fraudFactQueries = {
  /**
   * At the pickup: how many other referrers of the tenant hold an IBAN of this keyed identity (in
   * their stored bank data or a transfer they chose), and whether it is the recipient's of the
   * same referral. The recipient choosing their share (referrerId null) is compared with every
   * referrer, the referral's own above all: one account for both sides is a self-referral sign.
   */
  async pickupIbanFacts(
    tx: Db,
    input: { tenantId: string; referralId: string; referrerId: string | null; ibanIdentity: string },
  ) {
    const [row] = rowsOf<{ referrers: number; recipient: boolean }>(
      await tx.execute(sql`select
          (select count(distinct o.referrer_id) from (
              select referrer_id from ${referrersWithStoredIban(input.tenantId, input.ibanIdentity)} b
              union
              select referrer_id from ${referrersWithPayoutIban(input.tenantId, input.ibanIdentity)} c
            ) o where o.referrer_id is not null
              and (${input.referrerId}::uuid is null or o.referrer_id <> ${input.referrerId}::uuid))::int as referrers,
          (${referralRecipientHasIban(input.referralId, input.ibanIdentity)}
            -- or, for the referrer choosing, the account the recipient chose at their pickup link
            or ${input.referrerId}::uuid is not null and ${recipientShareToIban(input.referralId, input.ibanIdentity)}
          ) as recipient`),
    );
    return { referrers: row?.referrers ?? 0, recipient: row?.recipient ?? false };
  },

  /**
   * For the engine, when a referral's reward would be credited: its review's state, and the facts
   * of the signals only then decidable (the partner's existing-customer flag, the referrer's
   * successful referrals this year, IBANs stored by other referrers), in one statement.
   */
  async dueFacts(tx: Db, referralId: string, yearStart: Date) {
    const [row] = rowsOf<{
      state: FraudReviewState | null;
      existing_customer: boolean;
      successful: number;
      iban_referrers: number;
      iban_recipient: boolean;
      iban_key: string | null;
    }>(
      await tx.execute(sql`select
          (select fr.state from fraud_reviews fr where fr.referral_id = r.id) as state,
          ${referralHasExistingCustomerFlag(sql`r.tenant_id`, sql`r.id`)} as existing_customer,
          (select count(distinct rc.referral_id) from ${referralRewardsGivenSince(yearStart)} rc
            join ${referralKeys} other on other.id = rc.referral_id
            where other.tenant_id = r.tenant_id and other.referrer_id = r.referrer_id and other.id <> r.id)::int as successful,
          ${otherReferrersWithStoredIbanOf(sql`r.referrer_id`)}::int as iban_referrers,
          ${referralRecipientHasIban(sql`r.id`, storedIbanIdentityOf(sql`r.referrer_id`))} as iban_recipient,
          ${storedIbanIdentityOf(sql`r.referrer_id`)} as iban_key
        from ${referralKeys} r where r.id = ${referralId}`),
    );
    return row;
  },
};
