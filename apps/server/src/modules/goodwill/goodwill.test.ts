import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../test/captcha-solver.ts';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api, signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { lastMail, nextClientIp } from '../referrals/referrals.test-helpers.ts';

describe.each(databaseKinds())('goodwill cases (Kulanz) on %s', (kind) => {
  let t: TestContext;
  let token: string;
  let operatorId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // The captcha library checks its expiry against the real time.
    t.clock.set(new Date());
    const signedIn = await signedInOperator(t, ['support']);
    token = signedIn.token;
    operatorId = signedIn.operator.id;
  });
  afterAll(() => t.close());

  const complain = async (Email: string, Anliegen = 'Praemienreklamation', lang = 'de') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/telko/kontakt?captcha=${encodeURIComponent(await solvedCaptcha(t.app, 'telko'))}`,
      headers: { 'accept-language': lang },
      payload: { Email, Betreff: 'Prämie fehlt', Nachricht: 'Meine Prämie kam nie an.', Anliegen },
      remoteAddress: nextClientIp(),
    });
  const openCases = async () =>
    (await consoleApi(t, 'GET', 'kulanz', { token, query: { status: 'Offen' } })).json().Faelle as {
      Id: string;
      Email: string;
      Empfehlerkonto: boolean;
      Mandant: string;
    }[];
  const caseOf = async (email: string) => (await openCases()).find((c) => c.Email === email)!;
  const decide = (id: string, body: Record<string, unknown>, lang: 'de' | 'en' = 'de') =>
    consoleApi(t, 'POST', `kulanz/${id}/entscheidung`, { token, body, lang });
  const thanksToken = (text: string) => {
    const m = /\/kulanzdanke\?token=([\w-]+)/.exec(text);
    if (!m?.[1]) throw new Error('no /kulanzdanke link in the mail');
    return m[1];
  };

  it('a reward complaint from the contact form becomes an open case; a question does not', async () => {
    await signedUpReferrer(t, 'klara@example.org');
    const sent = await complain('Klara@example.org');
    expect(sent.json()).toEqual({ Gesendet: true });
    expect((await complain('frage@example.org', 'Frage')).statusCode).toBe(200);
    const cases = await openCases();
    expect(cases.find((c) => c.Email === 'Klara@example.org')).toMatchObject({
      Mandant: 'telko',
      Empfehlerkonto: true,
      Status: 'Offen',
      Betreff: 'Prämie fehlt',
    });
    expect(cases.some((c) => c.Email === 'frage@example.org')).toBe(false);
  });

  it('names the fields of an incomplete decision', async () => {
    const { Id } = await caseOf('Klara@example.org');
    const noAmount = await decide(Id, {
      Entscheidung: 'Gewaehrt',
      Begruendung: 'Versehen bei der Gutschrift',
    });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().details.fields).toEqual([
      { path: 'body.BetragCent', message: 'Betrag ist nicht gültig' },
    ]);
    const noReason = await decide(Id, { Entscheidung: 'Abgelehnt', Begruendung: ' ' }, 'en');
    expect(noReason.json().details.fields).toEqual([
      { path: 'body.Begruendung', message: 'Begründung is required' },
    ]);
    const tooMuch = await decide(Id, {
      Entscheidung: 'Gewaehrt',
      BetragCent: 50_001,
      Begruendung: 'Zu viel',
    });
    expect(tooMuch.statusCode).toBe(400);
  });

  it('a grant credits the reward, mails the sender a link to /kulanzdanke and is audited, once', async () => {
    const { Id } = await caseOf('Klara@example.org');
    const res = await decide(Id, {
      Entscheidung: 'Gewaehrt',
      BetragCent: 2500,
      Begruendung: 'Gutschrift fehlte',
    });
    expectAnswer(res, 200).toMatchObject({
      Status: 'Gewaehrt',
      BetragCent: 2500,
      Begruendung: 'Gutschrift fehlte',
    });

    const mail = await lastMail(t, 'goodwill.decided', 'Klara@example.org');
    expect(mail?.text_body).toContain('25,00');
    expect(mail?.text_body).toContain('Gutschrift fehlte');
    const outcome = await api(t, 'GET', `/kulanz/${thanksToken(mail!.text_body)}`);
    expectAnswer(outcome, 200).toMatchObject({
      Status: 'Gewaehrt',
      BetragCent: 2500,
      Begruendung: 'Gutschrift fehlte',
    });

    const user = await api(t, 'POST', '/account/createEmpfehler', {
      body: { Vorname: 'Klara', Nachname: 'K', Email: 'klara@example.org', Teilnahmeberechtigt: true },
    });
    expect(user.statusCode).toBe(202);
    const [credit] = await t.database.query<{ kind: string; status: string; cents: number }>(
      `select c.kind, c.status, c.cents from reward_credits c join referrers r on r.id = c.referrer_id
        where r.email = 'klara@example.org'`,
    );
    expect(credit).toEqual({ kind: 'goodwill', status: 'Bereitgestellt', cents: 2500 });

    const [audit] = await t.database.query<{
      actor_id: string;
      reason: string;
      subject: string;
      details: object;
    }>(`select actor_id, reason, subject, details from audit_log where action = 'goodwill.grant'`);
    expect(audit).toMatchObject({ actor_id: operatorId, reason: 'Gutschrift fehlte' });
    expect(audit?.subject).toMatch(/^account:/);
    expect(JSON.stringify(audit)).not.toContain('klara');

    const again = await decide(Id, { Entscheidung: 'Abgelehnt', Begruendung: 'Doch nicht' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('goodwill.already_decided');
  });

  it('the referrer sees the goodwill reward in the pickup', async () => {
    // A second access mail to the same address: a second later, so it is the last one.
    t.clock.advance(1000);
    const user = await signedUpReferrer(t, 'klara@example.org');
    const list = (await api(t, 'GET', '/praemierung/', { token: user.Token })).json();
    expect(list.Praemien).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Art: 'Kulanz', BetragCent: 2500, Status: 'Bereitgestellt' }),
      ]),
    );
  });

  it('a complaint without an account can only be refused; the refusal is mailed in the sender’s language', async () => {
    expect((await complain('fremd@example.org', 'Praemienreklamation', 'en')).statusCode).toBe(200);
    const { Id, Empfehlerkonto } = await caseOf('fremd@example.org');
    expect(Empfehlerkonto).toBe(false);
    const grant = await decide(Id, { Entscheidung: 'Gewaehrt', BetragCent: 1000, Begruendung: 'Kulanz' });
    expect(grant.statusCode).toBe(409);
    expect(grant.json().code).toBe('goodwill.no_referrer');
    const refuse = await decide(Id, { Entscheidung: 'Abgelehnt', Begruendung: 'Keine Teilnahme erkennbar' });
    expect(refuse.statusCode).toBe(200);
    const mail = await lastMail(t, 'goodwill.decided', 'fremd@example.org');
    expect(mail?.subject).toContain('Your request about a reward');
    const outcome = await api(t, 'GET', `/kulanz/${thanksToken(mail!.text_body)}`);
    expect(outcome.json()).toMatchObject({ Status: 'Abgelehnt', BetragCent: null });
    const [audit] = await t.database.query<{ subject: string }>(
      `select subject from audit_log where action = 'goodwill.refuse'`,
    );
    expect(audit?.subject).toBe(`goodwill_case:${Id}`);
  });

  it('an unknown link, or one of another tenant, answers goodwill.link_invalid', async () => {
    const res = await api(t, 'GET', '/kulanz/unbekannter-token-123');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('goodwill.link_invalid');
    const mail = await lastMail(t, 'goodwill.decided', 'fremd@example.org');
    const other = await api(t, 'GET', `/kulanz/${thanksToken(mail!.text_body)}`, { tenant: 'fyrst' });
    expect(other.statusCode).toBe(404);
  });

  it('an unknown case answers 404', async () => {
    const res = await decide('00000000-0000-4000-8000-000000000000', {
      Entscheidung: 'Abgelehnt',
      Begruendung: 'x y z',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('goodwill.not_found');
  });
});
