import type { AppConfig } from '../../config.ts';
import { portalOrigin, type Tenant } from '../tenants/tenants.api.ts';
import { linkToken, referralLink } from './referrals.rules.ts';

/** A referral's link as the share step shows it (the personal area lists them). */
export const referralLinkFor =
  (config: Pick<AppConfig, 'appSecret' | 'deployEnv' | 'publicUrl'>) => (tenant: Tenant, nr: number) =>
    referralLink(portalOrigin(tenant, config), nr, linkToken(config.appSecret, tenant.id, nr));
