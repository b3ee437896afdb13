import { referralRewardParts } from '@kwk/shared/referrals/splits';
import { berlinDate } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { ReferralRow, ReferralsRepository } from './referrals.repository.ts';

/** The reward a new referral promises: the highest of its product's active rewards, 0 for none. */
export const promisedRewardCentOf = (rewardCents: readonly number[]): number => Math.max(0, ...rewardCents);

/**
 * The referral's product with the reward it promised and the parts by the referrer's chosen split
 * within the tenant's cap, the referrer's with the campaign bonus promised at the recommendation:
 * what the share step and the landing show and what the engine credits. The reward is the one
 * stored at the recommendation (issue 27, decision 047), so a reward row changed in the console
 * since changes no open referral; a referral from before the column without a stored amount reads
 * the reward active when it was made, as it always did.
 */
export async function promisedReward(
  referrals: Pick<ReferralsRepository, 'product'>,
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
  const live = product?.rewardCents ?? [];
  const rewardCent = referral.promisedRewardCent ?? promisedRewardCentOf(live);
  return {
    product,
    /**
     * The values the reward's label names ("70 €", "bis zu 90 €"): the catalogue's while its
     * highest is still the promised one, else the promised amount alone.
     */
    labelCents:
      referral.promisedRewardCent === null || promisedRewardCentOf(live) === rewardCent ? live : [rewardCent],
    ...referralRewardParts(
      rewardCent,
      referral.anteilEmpfehler,
      tenant.mandant.Rules.MaxEmpfaengerPraemieCent,
      referral.campaignBonusCent,
    ),
  };
}
