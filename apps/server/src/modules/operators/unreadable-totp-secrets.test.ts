import { sql } from 'drizzle-orm';
import { generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import {
  consoleApi,
  sealedElsewhere,
  signedInOperator,
  testOperators,
  totpCode,
} from './operators.test-helpers.ts';
import { reportUnreadableTotpSecrets } from './unreadable-totp-secrets.ts';

describe.each(databaseKinds())('a TOTP secret sealed under another APP_SECRET on %s', (kind) => {
  let t: TestContext;
  const lines: string[] = [];
  let address = 0;
  const from = () => `10.27.7.${++address}`;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { log: { level: 'info', lines } });
  });
  afterAll(() => t.close());

  /** A signed-in operator whose stored secret no longer opens (the code is still right for it). */
  async function withForeignSecret(email: string, name: string) {
    const signedIn = await signedInOperator(t, ['support'], { email, name });
    const secret = generateSecret();
    await testOperators.update(t.database.db, signedIn.operator.id, {
      totpSecretSealed: sealedElsewhere(secret),
    });
    return { ...signedIn, secret };
  }
  const failures = async () =>
    rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from operator_sign_in_failures`),
    )[0]?.n;
  const actions = async (operatorId: string) =>
    rowsOf<{ action: string; reason: string }>(
      await t.database.db.execute(
        sql`select action, details->>'reason' as reason from audit_log where actor_id = ${operatorId} order by seq`,
      ),
    );

  it('refuses the sign-in and the re-confirmation by code clearly (no 500), and audits both', async () => {
    const { operator, token, secret } = await withForeignSecret('fremd@betrieb.test', 'Fritz Fremd');
    const signIn = await consoleApi(t, 'POST', 'anmeldung/totp', {
      body: { Email: 'fremd@betrieb.test', Code: await totpCode(t, secret) },
      remoteAddress: from(),
    });
    expect([signIn.statusCode, signIn.json().code]).toEqual([409, 'operator.totp_unreadable']);
    expect(signIn.json().message).toBe(
      'Ihr Code kann derzeit nicht geprüft werden. Bitte melden Sie sich mit Ihrem Passkey an oder bitten Sie eine Administratorin oder einen Administrator, Ihren Zugang zurückzusetzen.',
    );
    const reauth = await consoleApi(t, 'POST', 'sitzung/bestaetigung/totp', {
      token,
      body: { Code: await totpCode(t, secret) },
      remoteAddress: from(),
      lang: 'en',
    });
    expect([reauth.statusCode, reauth.json().code]).toEqual([409, 'operator.totp_unreadable']);
    expect(reauth.json().message).toContain('ask an administrator to reset your access');
    expect(await actions(operator.id)).toEqual([
      { action: 'operator.sign_in_refused_unreadable', reason: 'secret_unreadable' },
      { action: 'operator.reauth_refused_unreadable', reason: 'secret_unreadable' },
    ]);
    // The sign-in's code cannot be told from a guess: it counts; the session's re-confirmation does not.
    expect(await failures()).toBe(1);
  });

  it('counts a code for an unreadable secret like a wrong one, and names the cause to no inactive operator', async () => {
    const { operator } = await withForeignSecret('weg@betrieb.test', 'Wera Weg');
    await testOperators.update(t.database.db, operator.id, { active: false });
    const signIn = (source: string) =>
      consoleApi(t, 'POST', 'anmeldung/totp', {
        body: { Email: 'weg@betrieb.test', Code: '123456' },
        remoteAddress: source,
      });
    const unknown = await consoleApi(t, 'POST', 'anmeldung/totp', {
      body: { Email: 'niemand@betrieb.test', Code: '123456' },
      remoteAddress: from(),
    });
    const inactive = await signIn(from());
    // Answered as for an address that is nobody's: the answer does not tell the address is an operator's.
    expect([inactive.statusCode, inactive.json()]).toEqual([unknown.statusCode, unknown.json()]);

    // Counted like any wrong code: five from one source, and the sixth waits.
    await testOperators.update(t.database.db, operator.id, { active: true });
    const source = from();
    for (let i = 0; i < 5; i++) expect((await signIn(source)).json().code).toBe('operator.totp_unreadable');
    expect((await signIn(source)).statusCode).toBe(429);
  });

  it('names such operators at the start in one log line, by id and name, never by address', async () => {
    const readable = await signedInOperator(t, ['finance'], {
      email: 'lesbar@betrieb.test',
      name: 'Lea Lesbar',
    });
    const foreign = await withForeignSecret('anders@betrieb.test', 'Anna Anders');
    lines.length = 0;
    await reportUnreadableTotpSecrets(t.app.services.operatorTotp, t.app.log);
    const warnings = lines.filter((line) => line.includes('do not open with this APP_SECRET'));
    expect(warnings).toHaveLength(1);
    const [line] = warnings;
    expect(line).toContain(`${foreign.operator.id} (Anna Anders)`);
    expect(line).not.toContain(readable.operator.id);
    expect(line).not.toMatch(/@betrieb\.test/);

    // Once every secret opens again (an admin's reset), the start says nothing.
    for (const id of (await t.app.services.operatorTotp.unreadableSecrets()).map((o) => o.id))
      await testOperators.update(t.database.db, id, { totpSecretSealed: null });
    lines.length = 0;
    await reportUnreadableTotpSecrets(t.app.services.operatorTotp, t.app.log);
    expect(lines.filter((line) => line.includes('APP_SECRET'))).toEqual([]);
  });
});
