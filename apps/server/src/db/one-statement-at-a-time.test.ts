import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '../test/test-db.ts';
import type { Database } from './client.ts';
import { TWO_AT_ONCE_MESSAGE } from './one-statement-at-a-time.ts';

/** node-postgres's answer to a statement, as drizzle passes it on. */
type Rows = { rows: { n: number }[] };

// The test suites run with DB_STATEMENT_CHECKS=1 (vitest.config.ts); PGlite has no pool to lend from.
describe.runIf(databaseKinds().includes('pg'))('one statement at a time on a PostgreSQL transaction', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('pg');
  });
  afterAll(() => database?.close());

  it('refuses a second statement on a transaction while its first runs, and takes them one after another', async () => {
    const answers = await database.db.transaction(async (tx) => {
      // A drizzle query starts when its `then` is called: these two start now, in this order.
      const slow = tx.execute(sql`select pg_sleep(0.05)`).then((result) => result);
      const meanwhile = tx.execute(sql`select 2 as n`).then((result) => result);
      await expect(meanwhile).rejects.toMatchObject({ cause: { message: TWO_AT_ONCE_MESSAGE } });
      await slow;
      const first = (await tx.execute(sql`select 1 as n`)) as unknown as Rows;
      const second = (await tx.execute(sql`select 2 as n`)) as unknown as Rows;
      return [first.rows[0], second.rows[0]];
    });
    expect(answers).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('lets reads on the pool run side by side, each on its own connection', async () => {
    const [a, b] = (await Promise.all([
      database.db.execute(sql`select 1 as n, pg_sleep(0.05)`),
      database.db.execute(sql`select 2 as n, pg_sleep(0.05)`),
    ])) as unknown as [Rows, Rows];
    expect([a.rows[0]?.n, b.rows[0]?.n]).toEqual([1, 2]);
  });
});
