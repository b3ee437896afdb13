import type { AppConfig } from '../../config.ts';
import type { Tenant } from './tenant-cache.ts';

/**
 * Where the tenant's portal lives, for links in mails and referral links: the configured referral
 * link domain of this environment; in development the local `{key}.localhost` host on our port.
 */
export function portalOrigin(tenant: Tenant, config: Pick<AppConfig, 'deployEnv' | 'publicUrl'>): string {
  if (config.deployEnv === 'development') return devPortalOrigins(config.publicUrl).replace('*', tenant.key);
  return tenant.mandant.Brand.ReferralLinkDomain[config.deployEnv];
}

/** Every development portal (`{key}.localhost` on our port), as a CSP source. */
export function devPortalOrigins(publicUrl: string): string {
  const port = new URL(publicUrl).port;
  return `http://*.localhost${port ? `:${port}` : ''}`;
}
