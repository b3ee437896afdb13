import type { FraudReviewState } from '@kwk/shared/operator/fraud.schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';

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
              select b.referrer_id from referrer_bank_data b
                where b.tenant_id = ${input.tenantId} and b.iban_identity = ${input.ibanIdentity}
              union
              select c.referrer_id from reward_credits c
                where c.tenant_id = ${input.tenantId} and c.payout_iban_identity = ${input.ibanIdentity}
            ) o where o.referrer_id is not null
              and (${input.referrerId}::uuid is null or o.referrer_id <> ${input.referrerId}::uuid))::int as referrers,
          (exists (select 1 from recipients x where x.referral_id = ${input.referralId}
            and x.iban_identity = ${input.ibanIdentity})
            -- or, for the referrer choosing, the account the recipient chose at their pickup link
            or ${input.referrerId}::uuid is not null and exists (select 1 from reward_credits e where e.referral_id = ${input.referralId}
              and e.beneficiary = 'Empfaenger' and e.payout_iban_identity = ${input.ibanIdentity})
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
          exists (select 1 from partner_events e where e.tenant_id = r.tenant_id and e.referral_id = r.id
            and e.payload->>'existingCustomer' = 'true') as existing_customer,
          (select count(distinct rc.referral_id) from reward_credits rc
            join referrals other on other.id = rc.referral_id
            where other.tenant_id = r.tenant_id and other.referrer_id = r.referrer_id and other.id <> r.id
              and rc.kind = 'referral' and rc.status in ('Bereitgestellt', 'Abgeholt', 'Ausgezahlt')
              and rc.updated_at >= ${yearStart})::int as successful,
          (select count(distinct b2.referrer_id) from referrer_bank_data b1
            join referrer_bank_data b2 on b2.tenant_id = b1.tenant_id and b2.iban_identity = b1.iban_identity
              and b2.referrer_id <> b1.referrer_id
            where b1.referrer_id = r.referrer_id)::int as iban_referrers,
          exists (select 1 from referrer_bank_data b join recipients x on x.referral_id = r.id
            and x.iban_identity = b.iban_identity where b.referrer_id = r.referrer_id) as iban_recipient,
          (select b.iban_identity from referrer_bank_data b where b.referrer_id = r.referrer_id) as iban_key
        from referrals r where r.id = ${referralId}`),
    );
    return row;
  },
};
