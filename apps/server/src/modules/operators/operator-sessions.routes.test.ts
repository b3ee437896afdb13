import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, signedInOperator, testOperators, totpCode } from './operators.test-helpers.ts';

describe.each(databaseKinds())('console sign-in and sessions on %s', (kind) => {
  let t: TestContext;
  let address = 0;
  // Each sign-in from an address of its own: the route allows ten a minute per address.
  const from = () => `10.9.0.${++address}`;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const signIn = (Email: string, Code: string, lang: 'de' | 'en' = 'de') =>
    consoleApi(t, 'POST', 'anmeldung/totp', { body: { Email, Code }, lang, remoteAddress: from() });

  it('signs in with e-mail and TOTP code, and the token opens the session call', async () => {
    const { operator, totpSecret } = await signedInOperator(t, ['support'], { email: 'sina@betrieb.test' });
    t.clock.advance(60_000);
    const res = await signIn(' SINA@betrieb.test ', await totpCode(t, totpSecret));
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session.Operator).toMatchObject({ Id: operator.id, Roles: ['support'] });
    expect(session.Operator.Rights).toContain('support.read');
    expect(session.Operator.Rights).not.toContain('tenants.edit');
    const me = await consoleApi(t, 'GET', 'sitzung', { token: session.Token });
    expect(me.statusCode).toBe(200);
    expect(me.json().Token).toBeUndefined();
    const [stored] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from operator_sessions where token_hash = ${session.Token}`,
      ),
    );
    expect(stored?.n).toBe(0); // only the hash is kept
  });

  it('refuses a wrong code, an unknown address and a code used before, with one answer', async () => {
    const { totpSecret } = await signedInOperator(t, ['admin'], { email: 'ada2@betrieb.test' });
    t.clock.advance(60_000);
    const code = await totpCode(t, totpSecret);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const res of [await signIn('ada2@betrieb.test', wrong), await signIn('nobody@betrieb.test', code)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('operator.sign_in_failed');
    }
    expect((await signIn('ada2@betrieb.test', code)).statusCode).toBe(200);
    const replay = await signIn('ada2@betrieb.test', code, 'en');
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Signing in failed. Please check the e-mail address and the code.');
  });

  it('names the field of a malformed sign-in, in the caller’s language', async () => {
    const res = await consoleApi(t, 'POST', 'anmeldung/totp', {
      body: { Email: 'kein-at', Code: '12ab' },
      lang: 'en',
      remoteAddress: from(),
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['body.Code', 'body.Email']);
    expect(res.json().details.fields.find((f: { path: string }) => f.path === 'body.Email').message).toBe(
      'Please enter a valid e-mail address.',
    );
  });

  it('refuses a deactivated operator with the right code, and ends nothing else', async () => {
    const { operator, totpSecret } = await signedInOperator(t, ['finance'], { email: 'off@betrieb.test' });
    await testOperators.update(t.database.db, operator.id, { active: false });
    t.clock.advance(60_000);
    const res = await signIn('off@betrieb.test', await totpCode(t, totpSecret));
    expect([res.statusCode, res.json().code]).toEqual([403, 'operator.inactive']);
  });

  it('ends a session after 15 minutes without a call, and a call moves the limit on', async () => {
    const { token } = await signedInOperator(t, ['support']);
    t.clock.advance(14 * 60_000);
    expect((await consoleApi(t, 'GET', 'sitzung', { token })).statusCode).toBe(200);
    t.clock.advance(14 * 60_000);
    expect((await consoleApi(t, 'GET', 'sitzung', { token })).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1);
    const ended = await consoleApi(t, 'GET', 'sitzung', { token });
    expect([ended.statusCode, ended.json().code]).toEqual([401, 'operator.login_required']);
  });

  it('confirms again with a code, which opens dangerous actions for five minutes', async () => {
    const { token, totpSecret } = await signedInOperator(t, ['admin']);
    t.clock.advance(6 * 60_000);
    const before = (await consoleApi(t, 'GET', 'sitzung', { token })).json();
    expect(Date.parse(before.ReauthUntil)).toBeLessThan(t.clock.now().getTime());
    const res = await consoleApi(t, 'POST', 'sitzung/bestaetigung/totp', {
      token,
      body: { Code: await totpCode(t, totpSecret) },
      remoteAddress: from(),
    });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().ReauthUntil)).toBe(t.clock.now().getTime() + 5 * 60_000);
    expect(res.json().Token).toBeUndefined();
  });

  it('signs out: the token is dead afterwards', async () => {
    const { token } = await signedInOperator(t, ['support']);
    expect((await consoleApi(t, 'DELETE', 'sitzung', { token })).statusCode).toBe(204);
    expect((await consoleApi(t, 'GET', 'sitzung', { token })).statusCode).toBe(401);
  });

  it('writes sign-ins and failures to the audit log, without the e-mail address', async () => {
    const { operator, totpSecret } = await signedInOperator(t, ['support'], { email: 'logged@betrieb.test' });
    t.clock.advance(60_000);
    await signIn('logged@betrieb.test', '999999');
    await signIn('logged@betrieb.test', await totpCode(t, totpSecret));
    const { rows } = await t.app.services.audit.search({ actorId: operator.id }, { offset: 0, limit: 10 });
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['operator.sign_in', 'operator.sign_in_failed']),
    );
    // What the log keeps: the operator's id. Its screen reads name and address from the operators'
    // table at read time (the audit console's tests), never from a row.
    expect(JSON.stringify(rows)).not.toContain('logged@betrieb.test');
    expect(rows.every((r) => r.actorId === operator.id && r.actorEmail === null)).toBe(true);
    expect(await t.app.services.audit.verifyChain()).toBeNull();
  });

  it('keeps the audit log append-only: update and delete are refused by the database', async () => {
    await t.app.services.audit.record(t.database.db, { actor: { kind: 'system' }, action: 'test.append' });
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'changed',
        (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
      );
    expect(await refusal(t.database.db.execute(sql`update audit_log set action = 'x'`))).toMatch(
      /append-only/,
    );
    expect(await refusal(t.database.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
    expect(await t.app.services.audit.verifyChain()).toBeNull();
  });

  it('serves the console page never framed, and the console API never on a tenant host', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/support',
      headers: { host: 'betrieb.localhost:3000' },
    });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    const tenantPage = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'fyrst.localhost:3000' },
    });
    expect(tenantPage.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
  });
});
