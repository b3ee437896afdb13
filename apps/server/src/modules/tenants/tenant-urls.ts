import type { AppConfig } from '../../config.ts';
import type { Tenant } from './tenant-cache.ts';

/**
 * Where the tenant's portal lives, for links in mails and referral links: the configured referral
 * link domain of this environment; in development the local `{key}.localhost` host on our port.
 */
export function portalOrigin(tenant: Tenant, config: Pick<AppConfig, 'deployEnv' | 'publicUrl'>): string {
  if (config.deployEnv === 'development') {
    const port = new URL(config.publicUrl).port;
    return `http://${tenant.key}.localhost${port ? `:${port}` : ''}`;
  }
  return tenant.mandant.Brand.ReferralLinkDomain[config.deployEnv];
}
