import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { operatorEnrolments } from './operators.table.ts';
import { consoleApi, sealedElsewhere, totpCode } from './operators.test-helpers.ts';
import { softPasskey } from './passkey.test-helpers.ts';

describe.each(databaseKinds())('operator enrolment by one-time link on %s', (kind) => {
  let t: TestContext;
  let invited = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** A new operator as the command makes one: their link's token. */
  async function invite(roles: ('admin' | 'support' | 'finance')[] = ['support']) {
    invited += 1;
    const link = await t.app.services.operatorManagement.bootstrap({
      email: `invited-${invited}@betrieb.test`,
      name: `Invited ${invited}`,
      roles,
    });
    const token = link.Url.split('/einrichtung/')[1]!;
    return { link, token, operatorId: link.OperatorId };
  }
  const audits = async (operatorId: string) =>
    rowsOf<{ action: string; details: Record<string, unknown> }>(
      await t.database.db.execute(
        sql`select action, details from audit_log where actor_id = ${operatorId} or subject = ${`operator:${operatorId}`} order by seq`,
      ),
    );

  it('keeps only the hash of a 256-bit token and answers whom the link is for', async () => {
    const { link, token, operatorId } = await invite();
    expect(link.Url).toMatch(/^http:\/\/betrieb\.localhost:3000\/einrichtung\/[\w-]{43}$/);
    expect(Date.parse(link.ExpiresAt) - t.clock.now().getTime()).toBe(72 * 3600_000);
    const stored = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from operator_enrolments where token_hash = ${token}`,
      ),
    );
    expect(stored[0]?.n).toBe(0);
    const state = await consoleApi(t, 'GET', `einrichtung/${token}`);
    expectAnswer(state, 200).toMatchObject({ Name: expect.any(String), Passkeys: 0, Totp: false });
    expect((await audits(operatorId)).map((a) => a.action)).toContain('operator.invited');
  });

  it('registers a passkey, finishes once (signed in), and the link is used up', async () => {
    const { token, operatorId } = await invite(['admin']);
    const key = softPasskey();
    const options = await consoleApi(t, 'POST', `einrichtung/${token}/passkey/optionen`);
    expect(options.statusCode).toBe(200);
    expect(options.json().Options).toMatchObject({
      rp: { id: 'betrieb.localhost' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const registered = await consoleApi(t, 'POST', `einrichtung/${token}/passkey`, {
      body: { Response: key.register(options.json().Options), Label: 'Laptop' },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().Id).toBe(key.id);
    // The same answer again: its challenge is taken.
    const again = await consoleApi(t, 'POST', `einrichtung/${token}/passkey`, {
      body: { Response: key.register(options.json().Options) },
    });
    expect([again.statusCode, again.json().code]).toEqual([400, 'operator.passkey_registration_failed']);

    const finished = await consoleApi(t, 'POST', `einrichtung/${token}/abschliessen`);
    expect(finished.statusCode).toBe(200);
    expect(finished.json().Operator).toMatchObject({ Id: operatorId, Roles: ['admin'] });
    const me = await consoleApi(t, 'GET', 'sitzung', { token: finished.json().Token });
    expect(me.statusCode).toBe(200);
    for (const res of [
      await consoleApi(t, 'GET', `einrichtung/${token}`),
      await consoleApi(t, 'POST', `einrichtung/${token}/abschliessen`),
      await consoleApi(t, 'POST', `einrichtung/${token}/passkey/optionen`),
    ]) {
      expect([res.statusCode, res.json().code]).toEqual([404, 'operator.enrolment_invalid']);
    }
    const actions = (await audits(operatorId)).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'operator.passkey_registered',
        'operator.passkey_registration_failed',
        'operator.enrolled',
      ]),
    );
  });

  it('refuses a passkey made for another origin or relying party', async () => {
    const { token } = await invite();
    for (const key of [
      softPasskey({ origin: 'http://fyrst.localhost:3000' }),
      softPasskey({ rpID: 'evil.example' }),
    ]) {
      const options = (await consoleApi(t, 'POST', `einrichtung/${token}/passkey/optionen`)).json().Options;
      const res = await consoleApi(t, 'POST', `einrichtung/${token}/passkey`, {
        body: { Response: key.register(options) },
      });
      expect([res.statusCode, res.json().code]).toEqual([400, 'operator.passkey_registration_failed']);
    }
    expect((await consoleApi(t, 'GET', `einrichtung/${token}`)).json().Passkeys).toBe(0);
  });

  it('sets up TOTP only after a first code matches the offered secret', async () => {
    const { token, operatorId } = await invite(['finance']);
    const offer = await consoleApi(t, 'POST', `einrichtung/${token}/totp/angebot`);
    expect(offer.statusCode).toBe(200);
    const { Secret, Uri } = offer.json();
    expect(Uri).toMatch(/^otpauth:\/\/totp\//);
    expect(Uri).toContain(`secret=${Secret}`);
    expect((await consoleApi(t, 'GET', `einrichtung/${token}`)).json().Totp).toBe(false);

    const code = await totpCode(t, Secret);
    const wrong = await consoleApi(t, 'POST', `einrichtung/${token}/totp`, {
      body: { Code: code === '000000' ? '111111' : '000000' },
    });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'operator.totp_setup_failed']);
    const malformed = await consoleApi(t, 'POST', `einrichtung/${token}/totp`, { body: { Code: '12' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details.fields[0].path).toBe('body.Code');

    const right = await consoleApi(t, 'POST', `einrichtung/${token}/totp`, { body: { Code: code } });
    expect(right.statusCode).toBe(204);
    expect((await consoleApi(t, 'GET', `einrichtung/${token}`)).json().Totp).toBe(true);
    const finished = await consoleApi(t, 'POST', `einrichtung/${token}/abschliessen`);
    expect(finished.statusCode).toBe(200);

    // The first code counts as used; the next step's signs in.
    const email = finished.json().Operator.Email;
    const replay = await consoleApi(t, 'POST', 'anmeldung/totp', {
      body: { Email: email, Code: code },
      remoteAddress: '10.14.0.1',
    });
    expect(replay.statusCode).toBe(401);
    t.clock.advance(30_000);
    const next = await consoleApi(t, 'POST', 'anmeldung/totp', {
      body: { Email: email, Code: await totpCode(t, Secret) },
      remoteAddress: '10.14.0.2',
    });
    expect(next.statusCode).toBe(200);
    const actions = (await audits(operatorId)).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['operator.totp_setup_failed', 'operator.totp_set', 'operator.enrolled']),
    );
  });

  it('an offered secret sealed under another APP_SECRET asks to start over (409, never a 500); the new offer works', async () => {
    const { token, operatorId } = await invite();
    const { Secret } = (await consoleApi(t, 'POST', `einrichtung/${token}/totp/angebot`)).json();
    // The key was rotated between the offer and the first code.
    await t.database.db
      .update(operatorEnrolments)
      .set({ totpPendingSealed: sealedElsewhere(Secret) })
      .where(eq(operatorEnrolments.operatorId, operatorId));
    const refused = await consoleApi(t, 'POST', `einrichtung/${token}/totp`, {
      body: { Code: await totpCode(t, Secret) },
    });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'operator.totp_setup_restart']);
    expect(refused.json().message).toContain('starten Sie die Einrichtung der Authenticator-App erneut');
    expect((await audits(operatorId)).at(-1)).toMatchObject({
      action: 'operator.totp_setup_failed',
      details: { reason: 'offer_unreadable' },
    });

    const again = (await consoleApi(t, 'POST', `einrichtung/${token}/totp/angebot`)).json();
    const right = await consoleApi(t, 'POST', `einrichtung/${token}/totp`, {
      body: { Code: await totpCode(t, again.Secret) },
    });
    expect(right.statusCode).toBe(204);
  });

  it('will not finish before a credential is set up, and a link ends after 72 hours', async () => {
    const { token } = await invite();
    const early = await consoleApi(t, 'POST', `einrichtung/${token}/abschliessen`);
    expect([early.statusCode, early.json().code]).toEqual([409, 'operator.enrolment_incomplete']);
    const confirm = await consoleApi(t, 'POST', `einrichtung/${token}/totp`, { body: { Code: '123456' } });
    expect([confirm.statusCode, confirm.json().code]).toEqual([400, 'operator.totp_setup_failed']);
    t.clock.advance(72 * 3600_000);
    const late = await consoleApi(t, 'GET', `einrichtung/${token}`, { lang: 'en' });
    expect([late.statusCode, late.json().code]).toEqual([404, 'operator.enrolment_invalid']);
    expect(late.json().message).toContain('expired');
    for (const bad of ['x', 'a'.repeat(43)]) {
      const res = await consoleApi(t, 'GET', `einrichtung/${bad}`);
      expect(res.statusCode).toBe(404);
    }
  });
});
