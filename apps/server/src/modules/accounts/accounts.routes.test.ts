import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { everyDatabaseKind, onOneKind } from '../../test/test-db.ts';
import { count, lastMail } from '../referrals/referrals.test-helpers.ts';
import { api, linkToken, PASSWORD, signedUpReferrer } from './accounts.test-helpers.ts';
import { FAILURE_WINDOW_MS } from './login-throttle.ts';
import { SESSION_MAX_MS, SESSION_TTL_MS } from './sessions.service.ts';

describe.each(everyDatabaseKind())('accounts on %s', (kind) => {
  // A test without a dialect-sensitive part runs on one kind only (decision 058).
  const once = onOneKind(kind);
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip?: string) =>
    api(t, 'POST', '/account/login', { body: { Email: email, Password: password }, ...(ip ? { ip } : {}) });
  const mailCount = async (kind: string, to: string) =>
    (
      await t.database.query<{ n: number }>(
        'select count(*)::int as n from outbox where kind = $1 and to_address = $2',
        [kind, to],
      )
    )[0]!.n;

  once('registers by mail: the access link signs in once, then asks for a password', async () => {
    const created = await api(t, 'POST', '/account/createEmpfehler', {
      body: { Vorname: 'Clara', Nachname: 'Weiß', Email: 'clara@example.org', Teilnahmeberechtigt: true },
    });
    expect(created.statusCode).toBe(202);
    const mail = await lastMail(t, 'account.access', 'clara@example.org');
    expect(mail?.subject).toContain('Ihr Zugang zum persönlichen Bereich');
    const token = linkToken(mail!.text_body, 'login');

    const first = await api(t, 'GET', `/account/login/?token=${token}`);
    expectAnswer(first, 200).toMatchObject({
      Email: 'clara@example.org',
      Vorname: 'Clara',
      Nachname: 'Weiß',
      PasswortGesetzt: false,
      Language: 'de',
    });
    expect(first.json().Token).toMatch(/^[\w-]{43}$/);

    const again = await api(t, 'GET', `/account/login/?token=${token}`);
    expectAnswer(again, 401).toMatchObject({
      code: 'auth.token_used',
      message: 'Dieser Link wurde bereits zur Anmeldung verwendet.',
    });
    const unknown = await api(t, 'GET', `/account/login/?token=${'x'.repeat(43)}`);
    expect(unknown.json().code).toBe('auth.link_expired');
  });

  once('refuses an access link after 72 hours with the hint to ask for a new one', async () => {
    await api(t, 'POST', '/account/createEmpfehler', {
      body: { Vorname: 'Dora', Nachname: 'Ott', Email: 'dora@example.org', Teilnahmeberechtigt: true },
    });
    const token = linkToken((await lastMail(t, 'account.access', 'dora@example.org'))!.text_body, 'login');
    t.clock.advance(72 * 3600_000 + 1000);
    const late = await api(t, 'GET', `/account/login?token=${token}`);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toContain('Passwort vergessen');
  });

  once(
    'signs in with the password it set; wrong password and unknown address get the same answer',
    async () => {
      await signedUpReferrer(t, 'emil@example.org', { password: PASSWORD });
      const ok = await login('Emil@Example.org', PASSWORD);
      expectAnswer(ok, 200).toMatchObject({ Email: 'emil@example.org', PasswortGesetzt: true });

      const wrong = await login('emil@example.org', 'Winter2026');
      const nobody = await login('nobody@example.org', PASSWORD);
      for (const res of [wrong, nobody]) {
        expectAnswer(res, 401).toEqual({
          code: 'auth.wrong_credentials',
          message: 'E-Mail-Adresse oder Passwort ist falsch.',
        });
      }
      const malformed = await login('not-an-address', '');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().details.fields.map((f: { path: string }) => f.path)).toEqual([
        'body.Email',
        'body.Password',
      ]);
    },
  );

  once('holds new passwords to the rules of spec §5 and to their repetition', async () => {
    const user = await signedUpReferrer(t, 'frida@example.org');
    const weak = await api(t, 'PUT', '/account/resetPasswordWithoutToken', {
      token: user.Token,
      body: { Passwort: 'sommer', PasswortBestaetigung: 'sommer' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details.fields).toEqual([
      {
        path: 'body.Passwort',
        message:
          'Das Passwort braucht noch: mindestens 8 Zeichen, mindestens ein Großbuchstabe, mindestens eine Ziffer.',
      },
    ]);
    const mismatch = await api(t, 'PUT', '/account/resetPasswordWithoutToken', {
      token: user.Token,
      body: { Passwort: PASSWORD, PasswortBestaetigung: 'Sommer2025' },
    });
    expect(mismatch.json().details.fields).toEqual([
      { path: 'body.PasswortBestaetigung', message: 'Passwort-Wiederholung stimmt nicht überein' },
    ]);
    const rules = await api(t, 'GET', '/account/passwortvalidator');
    expect(rules.json()).toMatchObject({ MinLaenge: 8 });
    expect(rules.json().Regeln).toHaveLength(4);
  });

  once('changes the password with the current one; the other sessions end, this one goes on', async () => {
    const first = await signedUpReferrer(t, 'gerd@example.org', { password: PASSWORD });
    const second = (await login('gerd@example.org', PASSWORD)).json();
    const wrong = await api(t, 'PUT', '/account/resetPasswordWithoutToken', {
      token: second.Token,
      body: { AltesPasswort: 'Falsch2026', Passwort: 'Herbst2026', PasswortBestaetigung: 'Herbst2026' },
    });
    expectAnswer(wrong, 400).toMatchObject({
      code: 'accounts.password_change_failed',
      message:
        'Fehler: Passwort konnte nicht geändert werden, versuchen sie es zu einem späteren Zeitpunkt nocheinmal.',
      details: {
        fields: [{ path: 'body.AltesPasswort', message: 'Das aktuelle Passwort ist nicht korrekt.' }],
      },
    });
    const changed = await api(t, 'PUT', '/account/resetPasswordWithoutToken', {
      token: second.Token,
      body: { AltesPasswort: PASSWORD, Passwort: 'Herbst2026', PasswortBestaetigung: 'Herbst2026' },
    });
    expect(changed.json()).toEqual({ message: 'Passwort erfolgreich geändert.' });
    expect((await api(t, 'GET', '/account/user', { token: second.Token })).statusCode).toBe(200);
    expect((await api(t, 'GET', '/account/user', { token: first.Token })).statusCode).toBe(401);
    expect((await login('gerd@example.org', 'Herbst2026')).statusCode).toBe(200);
    expect((await login('gerd@example.org', PASSWORD)).statusCode).toBe(401);
  });

  once('knows the session: user, language, refresh, logout and expiry', async () => {
    const user = await signedUpReferrer(t, 'hanna@example.org', { password: PASSWORD });
    const me = await api(t, 'GET', '/account/user', { token: user.Token });
    expect(me.json()).toMatchObject({ Email: 'hanna@example.org', PasswortGesetzt: true });
    expect(new Date(me.json().TokenGueltigBis).getTime()).toBe(t.clock.now().getTime() + SESSION_TTL_MS);
    expect((await api(t, 'GET', '/account/user')).json().code).toBe('auth.login_required');

    const english = await api(t, 'POST', '/account/updateLanguage/', {
      token: user.Token,
      body: { Language: 'en' },
    });
    expect(english.json().Language).toBe('en');
    expect(
      (await api(t, 'POST', '/account/updateLanguage/', { token: user.Token, body: { Language: 'fr' } }))
        .statusCode,
    ).toBe(400);

    t.clock.advance(SESSION_TTL_MS - 60_000);
    const refreshed = await api(t, 'POST', '/account/refresh', { token: user.Token });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json().Token as string;
    expect(next).not.toBe(user.Token);
    expect((await api(t, 'GET', '/account/user', { token: user.Token })).statusCode).toBe(401);
    expect((await api(t, 'POST', '/account/refresh', { token: user.Token })).statusCode).toBe(401);
    expect((await api(t, 'GET', '/account/user', { token: next })).statusCode).toBe(200);

    t.clock.advance(SESSION_TTL_MS);
    expect((await api(t, 'GET', '/account/user', { token: next })).json().code).toBe('auth.login_required');

    const other = (await login('hanna@example.org', PASSWORD)).json().Token as string;
    expect((await api(t, 'POST', '/account/logout', { token: other })).statusCode).toBe(204);
    expect((await api(t, 'GET', '/account/user', { token: other })).statusCode).toBe(401);
  });

  once('ends a session twelve hours after sign-in, refresh or not', async () => {
    const user = await signedUpReferrer(t, 'ida@example.org', { password: PASSWORD });
    let token = user.Token;
    for (let h = 0; h < SESSION_MAX_MS / SESSION_TTL_MS - 1; h++) {
      t.clock.advance(SESSION_TTL_MS - 60_000);
      token = (await api(t, 'POST', '/account/refresh', { token })).json().Token;
    }
    const last = await api(t, 'GET', '/account/user', { token });
    const endsAt = new Date(last.json().TokenGueltigBis).getTime();
    t.clock.set(new Date(endsAt + 1000));
    expect((await api(t, 'POST', '/account/refresh', { token })).statusCode).toBe(401);
  });

  once('gives a token of one tenant nothing at another: 404', async () => {
    const user = await signedUpReferrer(t, 'jonas@example.org', { password: PASSWORD });
    const elsewhere = await api(t, 'GET', '/account/user', { token: user.Token, tenant: 'fyrst' });
    expect(elsewhere.statusCode).toBe(404);
    expect((await api(t, 'GET', '/account/user', { token: user.Token })).statusCode).toBe(200);
  });

  once('refuses 10 failed sign-ins in 15 minutes per account and per address with a retry time', async () => {
    await signedUpReferrer(t, 'karl@example.org', { password: PASSWORD });
    for (let i = 0; i < 10; i++)
      expect((await login('karl@example.org', `Falsch${i}aA`)).statusCode).toBe(401);
    const locked = await login('karl@example.org', PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('auth.too_many_attempts');
    expect(locked.json().details.retryAfterSeconds).toBeGreaterThan(0);
    expect(locked.json().details.retryAfterSeconds).toBeLessThanOrEqual(FAILURE_WINDOW_MS / 1000);
    t.clock.advance(FAILURE_WINDOW_MS);
    expect((await login('karl@example.org', PASSWORD)).statusCode).toBe(200);

    // One address trying many accounts.
    const ip = '10.200.0.1';
    for (let i = 0; i < 10; i++)
      expect((await login(`guess${i}@example.org`, 'Falsch1aA', ip)).statusCode).toBe(401);
    expect((await login('karl@example.org', PASSWORD, ip)).statusCode).toBe(429);
    expect((await login('karl@example.org', PASSWORD)).statusCode).toBe(200);
    t.clock.advance(FAILURE_WINDOW_MS);
  });

  it('lets at most 10 of 20 concurrent wrong sign-ins through to the password check', async () => {
    await signedUpReferrer(t, 'lena@example.org', { password: PASSWORD });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login('lena@example.org', `Falsch${i}aA`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    t.clock.advance(FAILURE_WINDOW_MS);
  });

  once(
    'mails a reset link for a known address only, answering alike; the link sets a password once',
    async () => {
      await signedUpReferrer(t, 'mia@example.org', { password: PASSWORD });
      const old = (await login('mia@example.org', PASSWORD)).json().Token as string;
      const known = await api(t, 'GET', '/account/resetPassword/mia@example.org');
      const unknown = await api(t, 'GET', '/account/resetPassword/niemand@example.org');
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.body).toBe(known.body);
      expect(await mailCount('account.reset', 'niemand@example.org')).toBe(0);
      const token = linkToken(
        (await lastMail(t, 'account.reset', 'mia@example.org'))!.text_body,
        'passwortsetzen',
      );

      expect(
        (await api(t, 'PUT', '/account/validateResetPassword', { body: { Token: token } })).json(),
      ).toEqual({
        Gueltig: true,
      });
      const reset = await api(t, 'PUT', '/account/resetPassword', {
        body: { Token: token, Passwort: 'Winter2026', PasswortBestaetigung: 'Winter2026' },
      });
      expectAnswer(reset, 200).toMatchObject({ Email: 'mia@example.org', PasswortGesetzt: true });
      expect((await api(t, 'GET', '/account/user', { token: old })).statusCode).toBe(401);
      expect((await login('mia@example.org', 'Winter2026')).statusCode).toBe(200);

      const again = await api(t, 'PUT', '/account/resetPassword', {
        body: { Token: token, Passwort: 'Fruehling2026', PasswortBestaetigung: 'Fruehling2026' },
      });
      expect(again.json().code).toBe('auth.token_used');
      expect(
        (await api(t, 'PUT', '/account/validateResetPassword', { body: { Token: token } })).statusCode,
      ).toBe(401);
    },
  );

  once('sends at most three reset mails an hour to one address, answering alike', async () => {
    await signedUpReferrer(t, 'nina@example.org', { password: PASSWORD });
    for (let i = 0; i < 5; i++)
      expect((await api(t, 'GET', '/account/resetPassword/nina@example.org')).statusCode).toBe(202);
    expect(await mailCount('account.reset', 'nina@example.org')).toBe(3);
  });

  once('refuses blocked accounts with the variant of the message, also with a live session', async () => {
    const user = await signedUpReferrer(t, 'otto@example.org', { password: PASSWORD });
    for (const [reason, code] of [
      ['blocked', 'auth.account_blocked'],
      ['inaccessible', 'auth.account_inaccessible'],
      ['excluded', 'auth.account_excluded'],
    ] as const) {
      await t.database.query("update referrers set blocked_reason = $1 where email = 'otto@example.org'", [
        reason,
      ]);
      const res = await login('otto@example.org', PASSWORD);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(code);
      expect((await api(t, 'GET', '/account/user', { token: user.Token })).json().code).toBe(code);
    }
    await t.database.query("update referrers set blocked_reason = null where email = 'otto@example.org'");
  });

  once('keeps every account event in the audit log, without addresses in the clear', async () => {
    await signedUpReferrer(t, 'paul@example.org', { password: PASSWORD });
    await login('paul@example.org', 'Falsch2026');
    await login('paul@example.org', PASSWORD);
    const rows = await t.database.query<{
      kind: string;
      identity_hash: string | null;
      ip_hash: string | null;
    }>(
      `select e.kind, e.identity_hash, e.ip_hash from account_events e
       left join referrers r on r.id = e.referrer_id where r.email = 'paul@example.org' order by e.at, e.kind`,
    );
    expect(rows.map((r) => r.kind)).toEqual(
      expect.arrayContaining(['account.created', 'login', 'password.changed']),
    );
    const failed = await t.database.query<{ n: number }>(
      "select count(*)::int as n from account_events where kind = 'login.failed' and identity_hash is not null",
    );
    expect(failed[0]!.n).toBeGreaterThan(0);
    const dump = JSON.stringify(await t.database.query('select * from account_events'));
    expect(dump).not.toContain('@example.org');
    expect(dump).not.toMatch(/10\.\d+\.\d+\.\d+/);
    expect(await count(t, 'sessions')).toBeGreaterThan(0);
  });
});
