import { berlinDate } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { ReferrerRecords } from '../accounts/accounts.api.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { ReferralRow, ReferralsRepository } from './referrals.repository.ts';

/** The referrer and the product (with today's reward values) a referral's texts speak of. */
export async function referralParties(
  repos: { referrers: ReferrerRecords; referrals: ReferralsRepository },
  tx: Db,
  tenant: Tenant,
  referral: ReferralRow,
  now: Date,
) {
  const referrer = referral.referrerId
    ? await repos.referrers.byId(tx, tenant.id, referral.referrerId)
    : undefined;
  const product = await repos.referrals.product(
    tx,
    tenant.id,
    referral.productId,
    berlinDate(now),
    tenant.mandant.Rules.HiddenProductIds,
  );
  return { referrer, product };
}

/**
 * The product's name as a referral's texts say it in `lang`: the tenant's translation where it has
 * one (issue 17), else the catalogue's display name; empty for a product gone from the catalogue.
 */
export async function productNameOf(
  referrals: Pick<ReferralsRepository, 'productName'>,
  tx: Db,
  tenantId: string,
  referral: Pick<ReferralRow, 'productId'>,
  product: { anzeigeName: string } | undefined,
  lang: string,
): Promise<string> {
  return (await referrals.productName(tx, tenantId, referral.productId, lang)) ?? product?.anzeigeName ?? '';
}
