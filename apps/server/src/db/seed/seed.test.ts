import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '../../test/test-db.ts';
import type { Database } from '../client.ts';
import { DEMO_TENANTS } from './demo-tenants.ts';
import { seedTenants } from './seed.ts';

describe.each(databaseKinds())('demo tenant seed on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('changes nothing when run again over seeded data', async () => {
    const before = await database.query('select key, updated_at from tenants order by key');
    expect(await seedTenants(database.db)).toEqual({ changed: 0 });
    expect(await database.query('select key, updated_at from tenants order by key')).toEqual(before);
  });

  it('writes back a value changed by hand, and only that one', async () => {
    await database.query(
      "update tenant_texts set value = 'x' where key = 'home.claim' and language = 'en' and tenant_id = (select id from tenants where key = 'telko')",
    );
    expect(await seedTenants(database.db)).toEqual({ changed: 1 });
    const [row] = await database.query<{ value: string }>(
      "select value from tenant_texts where key = 'home.claim' and language = 'en' and tenant_id = (select id from tenants where key = 'telko')",
    );
    expect(row!.value).toBe(DEMO_TENANTS[1]!.texts.en['home.claim']);
  });

  it('seeds three tenants whose apiRoute equals their key, each with a support e-mail and de/en texts', async () => {
    const rows = await database.query<{ key: string; api: string; support: string; langs: string[] }>(
      `select t.key, t.brand->>'ApiRoute' as api, t.brand->>'SupportEmail' as support,
              array(select distinct language from tenant_texts x where x.tenant_id = t.id order by 1) as langs
         from tenants t order by key`,
    );
    expect(rows.map((r) => r.key)).toEqual(['fyrst', 'partner', 'telko']);
    for (const r of rows) {
      expect(r.api).toBe(r.key);
      expect(r.support).toMatch(/@/);
      expect(r.langs).toEqual(['de', 'en']);
    }
  });
});
