import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signedUpReferrer } from '../modules/accounts/accounts.test-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { databaseKinds } from '../test/test-db.ts';

// Only PostgreSQL has a second connection that can hold a lock the portal waits for.
describe.runIf(databaseKinds().includes('pg'))('a held table lock on pg', () => {
  let t: TestContext;
  let admin: pg.Client;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('pg', { DB_LOCK_TIMEOUT_MS: '300', READINESS_TIMEOUT_MS: '300' });
    const appDatabase = (await t.database.query<{ name: string }>('select current_database() as name'))[0]!
      .name;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${appDatabase}`;
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
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
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ Email: 'locked@example.org' });
  });
});
