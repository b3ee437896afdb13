import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, signedInOperator, testOperators, totpCode } from './operators.test-helpers.ts';
import { softPasskey } from './passkey.test-helpers.ts';

describe.each(databaseKinds())('passkey sign-in, re-confirmation and their limits on %s', (kind) => {
  let t: TestContext;
  let address = 0;
  // Each call from an address of its own: the routes allow ten a minute per address.
  const from = () => `10.15.${Math.floor(++address / 250)}.${address % 250}`;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** A signed-in operator with one registered passkey. */
  async function withPasskey(roles: ('admin' | 'support' | 'finance')[] = ['admin']) {
    const signedIn = await signedInOperator(t, roles);
    const key = softPasskey();
    const { operatorPasskeys } = t.app.services;
    const options = await operatorPasskeys.registrationOptions(signedIn.operator);
    await operatorPasskeys.register(
      signedIn.operator,
      { Response: key.register(options) as never, Label: '' },
      'account',
    );
    return { ...signedIn, key };
  }
  const signInOptions = async () =>
    (await consoleApi(t, 'POST', 'anmeldung/passkey/optionen', { remoteAddress: from() })).json().Options;
  const signIn = (Response: unknown, lang: 'de' | 'en' = 'de') =>
    consoleApi(t, 'POST', 'anmeldung/passkey', { body: { Response }, remoteAddress: from(), lang });
  const actions = async (operatorId: string) =>
    rowsOf<{ action: string; details: Record<string, unknown> }>(
      await t.database.db.execute(
        sql`select action, details from audit_log where actor_id = ${operatorId} order by seq`,
      ),
    );

  it('signs in usernameless with a passkey; the challenge counts once', async () => {
    const { operator, key } = await withPasskey(['support']);
    const options = await signInOptions();
    expect(options.rpId).toBe('betrieb.localhost');
    expect(options.allowCredentials ?? []).toEqual([]);
    const answer = key.assert(options);
    const res = await signIn(answer);
    expect(res.statusCode).toBe(200);
    expect(res.json().Operator).toMatchObject({ Id: operator.id, Roles: ['support'] });
    expect((await consoleApi(t, 'GET', 'sitzung', { token: res.json().Token })).statusCode).toBe(200);

    const replay = await signIn(answer, 'en');
    expect([replay.statusCode, replay.json().code]).toEqual([401, 'operator.passkey_failed']);
    const log = await actions(operator.id);
    expect(log.filter((a) => a.action === 'operator.sign_in').map((a) => a.details.method)).toEqual([
      'passkey',
    ]);
    const [row] = rowsOf<{ counter: number; last_sign_in_at: Date | null }>(
      await t.database.db.execute(
        sql`select p.counter, o.last_sign_in_at from operator_passkeys p join operators o on o.id = p.operator_id where p.id = ${key.id}`,
      ),
    );
    expect(row?.counter).toBe(1);
    expect(row?.last_sign_in_at).not.toBeNull();
  });

  it('refuses a counter that does not move on (a cloned authenticator), an unknown passkey, another origin', async () => {
    const { operator, key } = await withPasskey();
    expect((await signIn(key.assert(await signInOptions()))).statusCode).toBe(200);
    const cloned = await signIn(key.assert(await signInOptions(), 1));
    expect([cloned.statusCode, cloned.json().code]).toEqual([401, 'operator.passkey_failed']);
    const stranger = softPasskey();
    expect((await signIn(stranger.assert(await signInOptions()))).statusCode).toBe(401);
    const elsewhere = softPasskey({ origin: 'http://telko.localhost:3000' });
    expect((await signIn(elsewhere.assert(await signInOptions()))).statusCode).toBe(401);
    const failed = (await actions(operator.id)).filter((a) => a.action === 'operator.sign_in_failed');
    expect(failed.map((a) => a.details)).toEqual([{ method: 'passkey', reason: 'invalid' }]);
    const anonymous = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from audit_log where action = 'operator.sign_in_failed' and actor_kind = 'anonymous' and details->>'method' = 'passkey'`,
      ),
    );
    expect(anonymous[0]?.n).toBeGreaterThanOrEqual(2);
  });

  it('refuses a deactivated operator’s passkey with operator.inactive', async () => {
    const { operator, key } = await withPasskey(['finance']);
    await testOperators.update(t.database.db, operator.id, { active: false });
    const res = await signIn(key.assert(await signInOptions()));
    expect([res.statusCode, res.json().code]).toEqual([403, 'operator.inactive']);
  });

  it('confirms a dangerous action with a passkey, only with the operator’s own', async () => {
    const { token, key } = await withPasskey(['admin']);
    const other = await withPasskey(['admin']);
    t.clock.advance(5 * 60_000 + 1000);
    // A dangerous call: reactivating an (active) operator changes nothing but needs the right.
    const reactivate = () =>
      consoleApi(t, 'PUT', `betreiber/${other.operator.id}/status`, { token, body: { Active: true } });
    const stale = await reactivate();
    expect([stale.statusCode, stale.json().code]).toEqual([403, 'operator.reauth_required']);

    const options = (
      await consoleApi(t, 'POST', 'sitzung/bestaetigung/passkey/optionen', { token, remoteAddress: from() })
    ).json().Options;
    expect(options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([key.id]);
    const foreign = await consoleApi(t, 'POST', 'sitzung/bestaetigung/passkey', {
      token,
      body: { Response: other.key.assert(options) },
      remoteAddress: from(),
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([401, 'operator.passkey_failed']);

    // The foreign answer took the challenge: a new one for the own passkey.
    const fresh = (
      await consoleApi(t, 'POST', 'sitzung/bestaetigung/passkey/optionen', { token, remoteAddress: from() })
    ).json().Options;
    const confirmed = await consoleApi(t, 'POST', 'sitzung/bestaetigung/passkey', {
      token,
      body: { Response: key.assert(fresh) },
      remoteAddress: from(),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(Date.parse(confirmed.json().ReauthUntil)).toBe(t.clock.now().getTime() + 5 * 60_000);
    expect((await reactivate()).statusCode).toBe(200);
  });

  it('asks an operator without a passkey to confirm with the code instead', async () => {
    const { token } = await signedInOperator(t, ['support']);
    const res = await consoleApi(t, 'POST', 'sitzung/bestaetigung/passkey/optionen', {
      token,
      remoteAddress: from(),
    });
    expect([res.statusCode, res.json().code]).toEqual([409, 'operator.no_passkey']);
  });

  it('adds another passkey only after a fresh confirmation, and lists them', async () => {
    const { token } = await withPasskey(['finance']);
    const second = softPasskey();
    const options = await consoleApi(t, 'POST', 'sitzung/passkeys/optionen', { token });
    expect(options.statusCode).toBe(200);
    expect(options.json().Options.excludeCredentials).toHaveLength(1);
    const added = await consoleApi(t, 'POST', 'sitzung/passkeys', {
      token,
      body: { Response: second.register(options.json().Options), Label: 'Ersatzschlüssel' },
    });
    expect(added.statusCode).toBe(201);
    const list = await consoleApi(t, 'GET', 'sitzung/passkeys', { token });
    expect(list.json().map((p: { Label: string }) => p.Label)).toEqual(['', 'Ersatzschlüssel']);
    t.clock.advance(5 * 60_000 + 1000);
    const late = await consoleApi(t, 'POST', 'sitzung/passkeys/optionen', { token });
    expect([late.statusCode, late.json().code]).toEqual([403, 'operator.reauth_required']);
  });

  it('holds back a source after ten failed passkey answers (a re-confirmation’s source is its session), not the owner’s sign-in elsewhere', async () => {
    const { token, key } = await withPasskey(['support']);
    const stranger = softPasskey();
    const confirm = async (answerer: ReturnType<typeof softPasskey>) => {
      const options = (
        await consoleApi(t, 'POST', 'sitzung/bestaetigung/passkey/optionen', { token, remoteAddress: from() })
      ).json().Options;
      return consoleApi(t, 'POST', 'sitzung/bestaetigung/passkey', {
        token,
        body: { Response: answerer.assert(options) },
        remoteAddress: from(),
      });
    };
    // Each answer from another client address, all in one session: the session is the source.
    for (let i = 0; i < 10; i++) expect((await confirm(stranger)).statusCode).toBe(401);
    const held = await confirm(key);
    expect([held.statusCode, held.json().code]).toEqual([429, 'operator.too_many_attempts']);
    expect(held.headers['retry-after']).toBe(String(15 * 60));
    expect((await signIn(key.assert(await signInOptions()))).statusCode).toBe(200);
  });

  it('counts failed re-confirmations by their session: a stolen session cannot guess codes from many addresses', async () => {
    const { operator, token, totpSecret } = await signedInOperator(t, ['admin']);
    const code = await totpCode(t, totpSecret);
    const wrong = code === '000000' ? '111111' : '000000';
    const confirm = (Code: string) =>
      consoleApi(t, 'POST', 'sitzung/bestaetigung/totp', { token, body: { Code }, remoteAddress: from() });
    for (let i = 0; i < 5; i++) expect((await confirm(wrong)).statusCode).toBe(401);
    const refused = await confirm(code);
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'operator.too_many_attempts']);
    expect(refused.headers['retry-after']).toBe('60');
    // The owner's sign-in by code from an address of their own is not held back by the session's failures.
    const own = await consoleApi(t, 'POST', 'anmeldung/totp', {
      body: { Email: operator.email, Code: code },
      remoteAddress: from(),
    });
    expect(own.statusCode).toBe(200);
  });
});
