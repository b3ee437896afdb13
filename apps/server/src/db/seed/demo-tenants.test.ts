import { describe, expect, it } from 'vitest';
import { DEMO_TENANTS, demoTenants } from './demo-tenants.ts';

describe('the demo tenants as npm start seeds them', () => {
  it('ask for the captcha when the configuration says so, and leave the tests’ seeds as spec §9 has them', () => {
    const captcha = (seeds: typeof DEMO_TENANTS) => seeds.map((s) => s.brand.Features.FriendlyCaptcha);
    expect(captcha(demoTenants({ captcha: true }))).toEqual([true, true, true]);
    expect(captcha(demoTenants({ captcha: false }))).toEqual([false, false, false]);
    expect(captcha(DEMO_TENANTS)).toEqual([false, false, false]);
    // Only the switch differs: the rest of each brand is the seed's.
    const [fyrst] = demoTenants({ captcha: true });
    expect({ ...fyrst!.brand, Features: DEMO_TENANTS[0]!.brand.Features }).toEqual(DEMO_TENANTS[0]!.brand);
  });
});
