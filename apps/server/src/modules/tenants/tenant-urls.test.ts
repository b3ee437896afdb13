import { describe, expect, it } from 'vitest';
import { telko } from '../../db/seed/tenants/telko.ts';
import type { Tenant } from './tenant-cache.ts';
import { portalOrigin } from './tenant-urls.ts';

const tenant = { key: 'telko', mandant: { Brand: telko.brand } } as unknown as Tenant;

describe('portalOrigin: where referral links and mail links point', () => {
  it.each([
    ['production', telko.brand.ReferralLinkDomain.production],
    ['staging', telko.brand.ReferralLinkDomain.staging],
    ['testing', telko.brand.ReferralLinkDomain.testing],
  ] as const)('uses the tenant’s referral link domain in %s', (deployEnv, expected) => {
    expect(expected).toMatch(/^https:\/\/[a-z0-9.-]+$/);
    expect(portalOrigin(tenant, { deployEnv, publicUrl: 'https://portal.example' })).toBe(expected);
  });

  it('uses the local tenant host on our port in development', () => {
    expect(portalOrigin(tenant, { deployEnv: 'development', publicUrl: 'http://localhost:3000' })).toBe(
      'http://telko.localhost:3000',
    );
    expect(portalOrigin(tenant, { deployEnv: 'development', publicUrl: 'http://localhost' })).toBe(
      'http://telko.localhost',
    );
  });
});
