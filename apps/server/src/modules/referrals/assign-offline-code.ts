import type { Db } from '../../db/client.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { ReferralsDeps } from './referrals.deps.ts';
import { offlineCodeHash, randomOfflineCode } from './referrals.rules.ts';

/** Draws a code no other referral of the tenant has (a clash is one in a trillion). */
export async function assignOfflineCode(
  deps: Pick<ReferralsDeps, 'config' | 'referrals'>,
  tx: Db,
  tenant: Tenant,
  referralId: string,
): Promise<string | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = randomOfflineCode();
    const hash = offlineCodeHash(deps.config.appSecret, tenant.id, code);
    if (await deps.referrals.byOfflineCode(tx, tenant.id, hash)) continue;
    return (await deps.referrals.setOfflineCode(tx, referralId, hash)) ? code : null;
  }
  return null;
}
