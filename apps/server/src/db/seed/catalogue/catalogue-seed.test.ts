import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '../../../test/test-db.ts';
import type { Database } from '../../client.ts';
import { seedTenants } from '../seed.ts';

const TELKO = "(select id from tenants where key = 'telko')";

describe.each(databaseKinds())('catalogue seed on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('seeds every tenant a product 1 and the telko hidden products 637–640', async () => {
    const rows = await database.query<{ key: string; ids: number[] }>(
      `select t.key, array(select p.id from products p where p.tenant_id = t.id order by p.id) as ids
         from tenants t order by t.key`,
    );
    for (const row of rows) expect(row.ids).toContain(1);
    expect(rows.find((r) => r.key === 'telko')!.ids).toEqual(expect.arrayContaining([637, 638, 639, 640]));
  });

  it('writes back a changed reward, a changed jsonb field and a row deleted by hand, and drops a stray row', async () => {
    await database.query(`update rewards set wert_cent = 1 where id = 1 and tenant_id = ${TELKO}`);
    await database.query(
      `update products set details = jsonb_set(details, '{PreisMonatlich}', '1') where id = 1 and tenant_id = ${TELKO}`,
    );
    await database.query(
      `delete from product_rewards where product_id = 10 and reward_id = 3 and tenant_id = ${TELKO}`,
    );
    await database.query(
      `insert into footnotes (tenant_id, id, identifier, titel, gruppe, inhalt) values (${TELKO}, 99, 'x', 'x', 'x', 'x')`,
    );
    expect(await seedTenants(database.db)).toEqual({ changed: 4 });
    expect(await seedTenants(database.db)).toEqual({ changed: 0 });
    const [reward] = await database.query<{ wert_cent: number }>(
      `select wert_cent from rewards where id = 1 and tenant_id = ${TELKO}`,
    );
    expect(reward!.wert_cent).toBe(7000);
    const [price] = await database.query<{ price: string }>(
      `select details->>'PreisMonatlich' as price from products where id = 1 and tenant_id = ${TELKO}`,
    );
    expect(price!.price).toBe('3995');
    expect(await database.query(`select 1 from footnotes where id = 99`)).toEqual([]);
  });
});
