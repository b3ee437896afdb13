import { referralRewardParts } from '@kwk/shared/referrals/splits';
import { berlinDate } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { Tenant } from '../tenants/tenant-cache.ts';
import type { ReferralRow, ReferralsRepository } from './referrals.repository.ts';

/**
 * The referral's product with the reward it promised — the one active when the referral was made,
 * whether or not the product is still offered — and the parts by the referrer's chosen split
 * within the tenant's cap, the referrer's with the campaign bonus promised at the recommendation:
 * what the share step and the landing show and what the engine credits.
 */
export async function promisedReward(
  referrals: ReferralsRepository,
  tx: Db,
  tenant: Tenant,
  referral: ReferralRow,
) {
  const product = await referrals.product(
    tx,
    tenant.id,
    referral.productId,
    berlinDate(referral.createdAt),
    [],
  );
  const rewardCent = Math.max(0, ...(product?.rewardCents ?? []));
  return {
    product,
    ...referralRewardParts(
      rewardCent,
      referral.anteilEmpfehler,
      tenant.mandant.Rules.MaxEmpfaengerPraemieCent,
      referral.campaignBonusCent,
    ),
  };
}
