import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { LOADING, type Tenant } from './tenant-cache.ts';

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

  it('answers the request pipeline without waiting, never with a configuration an invalidation replaced', async () => {
    const tenants = t.app.services.tenants;
    const url = '/api/v1/partner/mandant/partner';
    const first = await t.app.inject({ url });
    const cached = tenants.byKeyNow('PARTNER') as Tenant;
    expect(cached.key).toBe('partner');
    expect(first.rawPayload.equals(cached.mandantBody)).toBe(true);
    expect(tenants.byKeyNow('nobody')).toBeUndefined();

    await t.database.query(
      `update tenants set brand = jsonb_set(brand, '{Name}', '"Partner Neu"'), updated_at = now() + interval '1 second' where key = 'partner'`,
    );
    tenants.invalidate();
    // Until the reload is in, the pipeline waits for it instead of answering the old body.
    expect(tenants.byKeyNow('partner')).toBe(LOADING);
    const changed = await t.app.inject({ url, headers: { 'if-none-match': first.headers.etag as string } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().Brand.Name).toBe('Partner Neu');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect((tenants.byKeyNow('partner') as Tenant).mandant.Brand.Name).toBe('Partner Neu');
  });

  it('serves a caller inside a transaction after an invalidation from that transaction, and keeps nothing uncommitted (decision 081)', async () => {
    const tenants = t.app.services.tenants;
    const telkoId = (await tenants.byKey('telko'))!.id;
    tenants.invalidate();
    // The reload on a connection of its own would wait for this very transaction on PGlite's one
    // connection: the gate (db/pglite-gate.ts) would fail it after 30 s, and the test's timeout first.
    const rolledBack = new Error('rolled back');
    const seen = await t.database.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update tenants set brand = jsonb_set(brand, '{Name}', '"Telko Entwurf"') where key = 'telko'`,
        );
        expect((await tenants.byId(telkoId, tx))?.mandant.Brand.Name).toBe('Telko Entwurf');
        // The rows of one view ask at once: one load for the transaction, not one per row.
        const [a, b] = await Promise.all([tenants.byId(telkoId, tx), tenants.byKey('telko', tx)]);
        expect(a).toBe(b);
        throw rolledBack;
      })
      .catch((error: unknown) => error);
    expect(seen).toBe(rolledBack);
    // What the transaction read was its own: the cache still waits for a reload, which reads what was committed.
    expect(tenants.byKeyNow('telko')).toBe(LOADING);
    expect((await tenants.byId(telkoId))?.mandant.Brand.Name).not.toBe('Telko Entwurf');
  });

  it('resolves page tenants by Host; a Host naming no tenant falls back to the first seeded tenant', async () => {
    const tenants = t.app.services.tenants;
    expect((await tenants.byHost('partner.localhost:3000'))?.key).toBe('partner');
    expect((await tenants.byHost('TELKO.localhost'))?.key).toBe('telko');
    for (const host of [
      'localhost:3000',
      'localhost',
      undefined,
      '',
      '127.0.0.1:3000',
      '10.0.0.7',
      '[::1]:3000',
    ])
      expect((await tenants.byHost(host))?.key, String(host)).toBe('fyrst');
  });

  it('finds no tenant for a host name that is none of theirs (decision 015)', async () => {
    const tenants = t.app.services.tenants;
    for (const host of ['unbekannt.localhost:3000', 'portal.example.org', 'telko.example', 'example'])
      expect(await tenants.byHost(host), host).toBeUndefined();
  });

  it('serves a tenant on the host of its referral link domain, where mailed links lead', async () => {
    const staging = await createTestApp('pglite', { DEPLOY_ENV: 'staging' });
    try {
      const tenants = staging.app.services.tenants;
      expect((await tenants.byHost('staging.empfehlen.telko.example'))?.key).toBe('telko');
      expect((await tenants.byHost('STAGING.empfehlen.fyrst.example:443'))?.key).toBe('fyrst');
      // Another environment's domain is not this deployment's.
      expect(await tenants.byHost('empfehlen.telko.example')).toBeUndefined();
    } finally {
      await staging.close();
    }
  });

  it('honours DEFAULT_TENANT for a Host that names none, and only for such a Host', async () => {
    const withDefault = await createTestApp('pglite', { DEFAULT_TENANT: 'telko' });
    try {
      const tenants = withDefault.app.services.tenants;
      expect((await tenants.byHost('localhost:3000'))?.key).toBe('telko');
      expect((await tenants.byHost('partner.localhost'))?.key).toBe('partner');
      expect(await tenants.byHost('unbekannt.localhost')).toBeUndefined();
    } finally {
      await withDefault.close();
    }
  });
});
