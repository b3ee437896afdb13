import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signedUpReferrer } from '../modules/accounts/accounts.test-helpers.ts';
import { expectAnswer } from '../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { databaseKinds } from '../test/test-db.ts';

/** A second connection to the app's database, to hold locks with. */
async function adminOf(t: TestContext) {
  const name = (await t.database.query<{ name: string }>('select current_database() as name'))[0]!.name;
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  return admin;
}

/** The first `n` of the answers to arrive, in the order they came. */
function firstOf<T>(n: number, pending: Promise<T>[]): Promise<T[]> {
  const arrived: T[] = [];
  return new Promise((resolve, reject) => {
    for (const answer of pending)
      answer.then((value) => {
        arrived.push(value);
        if (arrived.length === n) resolve([...arrived]);
      }, reject);
  });
}

// Only PostgreSQL has a second connection that can hold a lock the portal waits for.
describe.runIf(databaseKinds().includes('pg'))('a held table lock on pg', () => {
  let t: TestContext;
  let admin: pg.Client;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('pg', { DB_LOCK_TIMEOUT_MS: '300', READINESS_TIMEOUT_MS: '300' });
    admin = await adminOf(t);
    token = (await signedUpReferrer(t, 'locked@example.org')).Token;
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  const readiness = () => t.app.inject({ url: '/readyz' });
  const sessionCheck = () => api(t, 'GET', '/account/user', { token });

  it('fails readiness and the session check with 503 while it is held, and serves both once released', async () => {
    expect((await readiness()).statusCode).toBe(200);
    expect((await sessionCheck()).statusCode).toBe(200);

    await admin.query('begin');
    await admin.query('lock table sessions in access exclusive mode');
    await admin.query('lock table drizzle.__drizzle_migrations in access exclusive mode');
    // Both answers arrive while the lock is still held: the release below comes only after them.
    const [ready, session] = await Promise.all([readiness(), sessionCheck()]);
    const stillLocked = await admin.query(
      "select count(*)::int as n from pg_locks where locktype = 'relation' and mode = 'AccessExclusiveLock' and pid = pg_backend_pid() and granted",
    );
    await admin.query('rollback');

    expect(stillLocked.rows[0].n).toBe(2);
    expect(ready.statusCode).toBe(503);
    expect(session.statusCode).toBe(503);
    expect(session.headers['retry-after']).toBe('1');
    expect(session.json()).toEqual({ code: 'common.unavailable', message: expect.any(String) });

    expect((await readiness()).statusCode).toBe(200);
    const again = await sessionCheck();
    expectAnswer(again, 200).toMatchObject({ Email: 'locked@example.org' });
  });

  it('answers 503 to a request that finds no free pooled connection in time', async () => {
    // No lock or statement timeout here: ten session checks wait for the lock and take the whole
    // pool, so the two beyond them can only meet the acquire timeout.
    const busy = await createTestApp('pg', {
      DB_LOCK_TIMEOUT_MS: '0',
      DB_STATEMENT_TIMEOUT_MS: '0',
      DB_ACQUIRE_TIMEOUT_MS: '1000',
    });
    const holder = await adminOf(busy);
    try {
      const user = (await signedUpReferrer(busy, 'pooled@example.org')).Token;
      // All ten connections open beforehand: opening one counts against the acquire timeout too,
      // and on a loaded machine may take longer than it.
      const connections = async () =>
        (
          await holder.query(
            'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
          )
        ).rows[0].n;
      for (let tries = 0; tries < 20 && (await connections()) < 10; tries++)
        await Promise.allSettled(
          Array.from({ length: 10 }, () => busy.database.query('select pg_sleep(0.2)')),
        );
      expect(await connections()).toBe(10);

      await holder.query('begin');
      await holder.query('lock table sessions in access exclusive mode');
      const checks = Array.from({ length: 12 }, () => api(busy, 'GET', '/account/user', { token: user }));
      const early = await firstOf(2, checks);
      await holder.query('rollback');

      for (const answer of early) {
        expectAnswer(answer, 503).toEqual({ code: 'common.unavailable', message: expect.any(String) });
      }
      const all = await Promise.all(checks);
      expect(all.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    } finally {
      await holder.end();
      await busy.close();
    }
  });
});
