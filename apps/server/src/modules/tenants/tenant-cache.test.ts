import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('tenant configuration cache', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('serves configuration from memory until invalidated, then the changed row', async () => {
    const get = async () => (await t.app.inject({ url: '/api/v1/telko/mandant/telko' })).json().Brand.Name;
    expect(await get()).toBe('Telko');
    await t.database.query(
      `update tenants set brand = jsonb_set(brand, '{Name}', '"Telko Neu"'), updated_at = now() + interval '1 second' where key = 'telko'`,
    );
    expect(await get()).toBe('Telko');
    t.app.services.tenants.invalidate();
    expect(await get()).toBe('Telko Neu');
  });

  it('resolves page tenants by Host, falling back to the first seeded tenant', async () => {
    const tenants = t.app.services.tenants;
    expect((await tenants.byHost('partner.localhost:3000'))?.key).toBe('partner');
    expect((await tenants.byHost('TELKO.localhost'))?.key).toBe('telko');
    expect((await tenants.byHost('localhost:3000'))?.key).toBe('fyrst');
    expect((await tenants.byHost(undefined))?.key).toBe('fyrst');
  });
});
