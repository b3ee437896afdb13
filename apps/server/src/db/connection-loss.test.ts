import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { create, createBody } from '../modules/referrals/referrals.test-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { databaseKinds } from '../test/test-db.ts';

// PGlite runs inside the process and has no connection to lose: this runs on PostgreSQL only.
describe.runIf(databaseKinds().includes('pg'))('database connection loss on pg', () => {
  let t: TestContext;
  let admin: pg.Client;
  let appDatabase: string;
  let closed = false;
  beforeAll(async () => {
    t = await createTestApp('pg');
    appDatabase = (await t.database.query<{ name: string }>('select current_database() as name'))[0]!.name;
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    if (!closed) await t?.close();
  });

  // An 'error' event nobody listens to is thrown as an uncaught exception: it would end the server.
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);
  beforeEach(() => {
    process.on('uncaughtException', record);
  });
  afterEach(() => {
    process.off('uncaughtException', record);
  });

  /** Terminates the app's backends once some of them are busy (a statement or a transaction). */
  async function terminateWhenBusy() {
    for (let tries = 0; tries < 500; tries++) {
      const busy = await admin.query(
        `select 1 from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()
           and state in ('active', 'idle in transaction') limit 1`,
        [appDatabase],
      );
      if (busy.rowCount) break;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [appDatabase],
    );
    return killed.rowCount ?? 0;
  }

  it('answers 503 for the requests in flight, loses no acknowledged write and serves the next request', async () => {
    const acknowledged: number[] = [];
    const answers: { status: number; body: Record<string, unknown> }[] = [];
    let terminated = 0;
    for (let round = 0; round < 4; round++) {
      const writes = Array.from({ length: 40 }, (_, i) =>
        create(
          t,
          'telko',
          createBody({ referrer: `r${round}-${i}@example.org`, recipient: `e${round}-${i}@example.org` }),
        ),
      );
      terminated += await terminateWhenBusy();
      for (const res of await Promise.all(writes)) {
        answers.push({ status: res.statusCode, body: res.json() });
        if (res.statusCode === 202) acknowledged.push(res.json().Empfehlungsnummer);
      }
    }

    expect(uncaught).toEqual([]);
    expect(terminated).toBeGreaterThan(0);
    const unexpected = answers.filter((a) => a.status !== 202 && a.status !== 503);
    expect(unexpected).toEqual([]);
    const failed = answers.filter((a) => a.status === 503);
    expect(failed.length).toBeGreaterThan(0);
    for (const { body } of failed) {
      expect(body).toEqual({ code: 'common.unavailable', message: expect.any(String) });
    }

    const stored = await t.database.query<{ nr: number }>(
      'select empfehlungsnummer as nr from referrals where empfehlungsnummer = any($1::bigint[])',
      [acknowledged],
    );
    expect(stored.map((row) => Number(row.nr)).sort()).toEqual([...acknowledged].sort());

    const next = await create(
      t,
      'telko',
      createBody({ referrer: 'next@example.org', recipient: 'n@example.org' }),
    );
    expect(next.statusCode).toBe(202);

    // Every client went back to the pool (a lost one, too): otherwise closing it would wait forever.
    await t.close();
    closed = true;
  });
});
