import type { TenantSeed } from './tenant-seed.ts';
import { fyrst } from './tenants/fyrst.ts';
import { partner } from './tenants/partner.ts';
import { telko } from './tenants/telko.ts';

/** The demo tenants in seed order; the first is the default tenant for a Host that names none. */
export const DEMO_TENANTS = [fyrst, telko, partner];

/**
 * The demo tenants as `npm start` seeds them: with the captcha on their recommendation form where
 * the configuration asks for it (DEMO_CAPTCHA, on by default), so a newcomer sees the portal as a
 * brand would run it. DEMO_TENANTS themselves keep spec §9's default (off) for the tests.
 */
export function demoTenants({ captcha }: { captcha: boolean }): TenantSeed[] {
  return DEMO_TENANTS.map((seed) => ({
    ...seed,
    brand: { ...seed.brand, Features: { ...seed.brand.Features, FriendlyCaptcha: captcha } },
  }));
}
