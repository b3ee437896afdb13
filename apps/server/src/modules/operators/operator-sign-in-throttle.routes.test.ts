import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { createSmtpMailer } from '../mail/mailer.ts';
import { consoleApi, signedInOperator, totpCode } from './operators.test-helpers.ts';
import { softPasskey } from './passkey.test-helpers.ts';

/** The proxy in front of the app (TRUST_PROXY): the source is the client it names. */
const PROXY = '192.0.2.1';

describe.each(databaseKinds())('a lock-out is no weapon: the console sign-in throttle on %s', (kind) => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let clients = 0;
  // A client of its own per source: the routes allow ten calls a minute per client.
  const newSource = () => `198.51.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
  beforeAll(async () => {
    t = await createTestApp(kind, { TRUST_PROXY: PROXY });
    smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const viaProxy = (source: string) => ({ remoteAddress: PROXY, headers: { 'x-forwarded-for': source } });
  const signIn = (Email: string, Code: string, source: string) =>
    consoleApi(t, 'POST', 'anmeldung/totp', { body: { Email, Code }, ...viaProxy(source) });
  const wrongCode = async (secret: string) =>
    (await totpCode(t, secret)) === '000000' ? '111111' : '000000';
  const refusal = (res: { statusCode: number; json(): { code: string } }) => [
    res.statusCode,
    res.json().code,
  ];

  it('five wrong codes from one source (as the proxy names it) hold back that source only; after its wait the owner signs in from it', async () => {
    const { operator, totpSecret } = await signedInOperator(t, ['support'], { email: 'quelle@betrieb.test' });
    const [a, b] = [newSource(), newSource()];
    const wrong = await wrongCode(totpSecret);
    for (let i = 0; i < 5; i++) expect((await signIn('quelle@betrieb.test', wrong, a)).statusCode).toBe(401);
    const held = await signIn('quelle@betrieb.test', await totpCode(t, totpSecret), a);
    expect(refusal(held)).toEqual([429, 'operator.too_many_attempts']);
    expect(held.headers['retry-after']).toBe('60');

    const fromB = await signIn('quelle@betrieb.test', await totpCode(t, totpSecret), b);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.json().Operator.Id).toBe(operator.id);

    t.clock.advance(60_000);
    expect((await signIn('quelle@betrieb.test', await totpCode(t, totpSecret), a)).statusCode).toBe(200);
  });

  it('each further wrong code from that source lengthens its wait: 1, 2, 4 minutes', async () => {
    const { totpSecret } = await signedInOperator(t, ['finance'], { email: 'warten@betrieb.test' });
    const a = newSource();
    const wrong = () => wrongCode(totpSecret);
    for (let i = 0; i < 5; i++)
      expect((await signIn('warten@betrieb.test', await wrong(), a)).statusCode).toBe(401);
    const waits: string[] = [];
    for (const wait of [60_000, 120_000, 240_000]) {
      const held = await signIn('warten@betrieb.test', await wrong(), a);
      expect(refusal(held)).toEqual([429, 'operator.too_many_attempts']);
      waits.push(String(held.headers['retry-after']));
      t.clock.advance(wait);
      if (wait < 240_000)
        expect((await signIn('warten@betrieb.test', await wrong(), a)).statusCode).toBe(401);
    }
    expect(waits).toEqual(['60', '120', '240']);
  });

  it('a passkey signs in while sign-in by code is paused for the address, from the held-back source too', async () => {
    const { operator, totpSecret } = await signedInOperator(t, ['admin'], { email: 'passkey@betrieb.test' });
    const key = softPasskey();
    const { operatorPasskeys } = t.app.services;
    const registration = await operatorPasskeys.registrationOptions(operator);
    await operatorPasskeys.register(
      operator,
      { Response: key.register(registration) as never, Label: '' },
      'account',
    );

    // A guesser spread over four sources: twenty wrong codes within the hour reach the ceiling.
    const guessers = [newSource(), newSource(), newSource(), newSource()];
    for (const source of guessers)
      for (let i = 0; i < 5; i++) {
        expect((await signIn('passkey@betrieb.test', await wrongCode(totpSecret), source)).statusCode).toBe(
          401,
        );
        t.clock.advance(5_000);
      }
    const owner = newSource();
    const paused = await signIn('passkey@betrieb.test', await totpCode(t, totpSecret), owner);
    expect(refusal(paused)).toEqual([429, 'operator.totp_paused']);
    expect(paused.json().message).toContain('Passkey');
    expect(Number(paused.headers['retry-after'])).toBe(60 * 60 - 100);
    // The last guesser's own wait, told before the address's pause.
    const held = guessers[3]!;
    expect(refusal(await signIn('passkey@betrieb.test', await totpCode(t, totpSecret), held))).toEqual([
      429,
      'operator.too_many_attempts',
    ]);

    for (const source of [owner, held]) {
      const options = (await consoleApi(t, 'POST', 'anmeldung/passkey/optionen', viaProxy(source))).json()
        .Options;
      const res = await consoleApi(t, 'POST', 'anmeldung/passkey', {
        body: { Response: key.assert(options) },
        ...viaProxy(source),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().Operator.Id).toBe(operator.id);
    }

    // The pause ends when the oldest wrong code leaves the hour; the owner's code passes again.
    t.clock.advance(60 * 60_000);
    expect((await signIn('passkey@betrieb.test', await totpCode(t, totpSecret), owner)).statusCode).toBe(200);
    const reasons = rowsOf<{ reason: string }>(
      await t.database.db.execute(
        sql`select details->>'reason' as reason from audit_log where action = 'operator.sign_in_throttled' order by seq`,
      ),
    ).map((r) => r.reason);
    expect(reasons).toEqual(expect.arrayContaining(['address_paused', 'source_backoff']));
  });

  it('a guesser pausing the address does not stop the signed-in owner re-confirming by code (its source is the session)', async () => {
    const email = 'freigabe@betrieb.test';
    const { token, totpSecret } = await signedInOperator(t, ['finance'], { email });
    for (const source of [newSource(), newSource(), newSource(), newSource()])
      for (let i = 0; i < 5; i++) {
        expect((await signIn(email, await wrongCode(totpSecret), source)).statusCode).toBe(401);
        t.clock.advance(5_000);
      }
    expect(refusal(await signIn(email, await totpCode(t, totpSecret), newSource()))).toEqual([
      429,
      'operator.totp_paused',
    ]);
    const confirm = (Code: string) =>
      consoleApi(t, 'POST', 'sitzung/bestaetigung/totp', { token, body: { Code }, ...viaProxy(newSource()) });
    expect((await confirm(await totpCode(t, totpSecret))).statusCode).toBe(200);
    // The session's own limit still holds: five wrong codes from it, and it waits.
    for (let i = 0; i < 5; i++) expect((await confirm(await wrongCode(totpSecret))).statusCode).toBe(401);
    expect(refusal(await confirm(await totpCode(t, totpSecret, 30)))).toEqual([
      429,
      'operator.too_many_attempts',
    ]);
  });

  it('mails the owner once per burst of wrong codes, with its time and count, never the codes tried', async () => {
    const email = 'burst@betrieb.test';
    const { operator, totpSecret } = await signedInOperator(t, ['support'], { email, name: 'Berta Burst' });
    const worker = t.app.services.outboxWorkerWith({
      mailer: createSmtpMailer(smtp.url),
      clock: t.clock,
      from: 'Betriebskonsole <no-reply@kwk.localhost>',
      log: t.app.log,
    });
    const delivered = async () => {
      await worker.runOnce();
      return smtp.mails.filter((m) => m.to && JSON.stringify(m.to).includes(email));
    };
    t.clock.set(new Date('2026-11-25T08:15:00Z')); // 09:15 in Berlin
    const guesses: string[] = [];
    const guess = async () => {
      const code = await wrongCode(totpSecret);
      guesses.push(code);
      expect((await signIn(email, code, newSource())).statusCode).toBe(401);
      t.clock.advance(20_000);
    };
    for (let i = 0; i < 4; i++) await guess();
    expect(await delivered()).toHaveLength(0);
    await guess(); // the fifth, at 09:16:20
    for (let i = 0; i < 3; i++) await guess();
    const [alert, ...more] = await delivered();
    expect(more).toHaveLength(0);
    expect(alert!.subject).toBe('Fehlgeschlagene Anmeldeversuche bei Ihrem Zugang zur Betriebskonsole');
    expect(alert!.text).toContain('Guten Tag Berta Burst,');
    expect(alert!.text).toContain(
      'seit 25.11.2026 um 09:15 Uhr 5-mal ein falscher Code aus der Authenticator-App eingegeben, zuletzt am 25.11.2026 um 09:16 Uhr',
    );
    for (const code of new Set(guesses)) expect(alert!.text).not.toContain(code);

    // An hour without a wrong code ends the burst: the next one is told again, once.
    t.clock.advance(61 * 60_000);
    for (let i = 0; i < 6; i++) await guess();
    expect(await delivered()).toHaveLength(2);
    const sent = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from audit_log where action = 'operator.sign_in_alert_sent' and subject = ${`operator:${operator.id}`}`,
      ),
    );
    expect(sent[0]?.n).toBe(2);
    const [outboxRow] = rowsOf<{ tenant_id: string | null }>(
      await t.database.db.execute(sql`select tenant_id from outbox where to_address = ${email} limit 1`),
    );
    expect(outboxRow?.tenant_id).toBeNull();
  });
});
