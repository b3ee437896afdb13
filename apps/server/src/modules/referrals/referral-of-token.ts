import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { ReferralsDeps } from './referrals.deps.ts';
import type { ReferralRow } from './referrals.repository.ts';

/**
 * The referral a one-time link of the referrer names (the opt-in, the send step): uses up the
 * token, in the caller's transaction, and reads the referral; `referrals.not_found` if it is gone.
 */
export async function referralOfToken(
  deps: Pick<ReferralsDeps, 'tokens' | 'referrals'>,
  tx: Db,
  tenant: Tenant,
  purpose: 'referral.optin' | 'referral.send',
  token: string,
): Promise<ReferralRow> {
  const referralId = await deps.tokens.consume(tx, { tenantId: tenant.id, purpose, token });
  const referral = await deps.referrals.byId(tx, tenant.id, referralId);
  if (!referral) throw new AppError('referrals.not_found');
  return referral;
}
