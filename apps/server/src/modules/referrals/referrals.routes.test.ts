import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { everyDatabaseKind, onOneKind } from '../../test/test-db.ts';
import { count, create, createBody, lastMail, tokenFrom } from './referrals.test-helpers.ts';

describe.each(everyDatabaseKind())('recommending on %s', (kind) => {
  // A test without a dialect-sensitive part runs on one kind only (decision 058).
  const once = onOneKind(kind);
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
  });
  afterAll(() => t.close());

  const confirm = (tenant: string, token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/${tenant}/Empfehlen/bestaetigen`,
      payload: { Token: token },
    });

  once('answers the captcha check of a null body (captcha off by default, spec §9)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/telko/Empfehlen/create',
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expectAnswer(res, 200).toEqual({ IsCaptchaRequired: false });
  });

  once('creates account, referral and opt-in mail in one go, and waits for the opt-in', async () => {
    const res = await create(
      t,
      'telko',
      createBody({ referrer: 'carla@example.org', recipient: 'dora@example.org' }),
      {
        cookie: 'kwk_channel=herbst',
      },
    );
    expectAnswer(res, 202).toMatchObject({
      code: 'referrals.optin_required',
      Empfehlungsnummer: expect.any(Number),
    });
    const nr = res.json().Empfehlungsnummer as number;
    expect(String(nr)).toMatch(/^[1-9]\d{7}$/);
    const [row] = await t.database.query<Record<string, unknown>>(
      `select r.channel, r.anteil_empfehler, r.agb_text, r.optin_confirmed_at, r.recipient_email, r.expires_at, a.email, a.vorname
         from referrals r join referrers a on a.id = r.referrer_id where r.empfehlungsnummer = $1`,
      [nr],
    );
    expect(row).toMatchObject({
      channel: 'herbst',
      anteil_empfehler: 50,
      agb_text: 'Ich akzeptiere die Teilnahmebedingungen.',
      optin_confirmed_at: null,
      recipient_email: 'dora@example.org',
      email: 'carla@example.org',
      vorname: 'Anna',
    });
    expect(new Date(row!.expires_at as string).toISOString()).toBe('2027-01-21T10:00:00.000Z');
    const mail = await lastMail(t, 'referral.optin', 'carla@example.org');
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre Empfehlung – Telko');
    expect(mail?.text_body).toMatch(/http:\/\/telko\.localhost(:\d+)?\/bestaetigung\?token=/);
    // No mail to the recipient before the referrer confirmed.
    expect(await lastMail(t, 'referral.recipient', 'dora@example.org')).toBeUndefined();
  });

  once('confirms the opt-in once, with proof, and opens the share step', async () => {
    await create(t, 'telko', createBody({ referrer: 'eva@example.org', recipient: 'finn@example.org' }));
    const token = tokenFrom((await lastMail(t, 'referral.optin', 'eva@example.org'))!.text_body);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/telko/Empfehlen/bestaetigen',
      payload: { Token: token },
      headers: { 'user-agent': 'Vitest', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.statusCode).toBe(200);
    const share = res.json();
    expect(share).toMatchObject({
      Vorname: 'Anna',
      Nachname: 'Berg',
      ProduktName: expect.any(String),
      Praemie: expect.stringMatching(/€/),
      SendeToken: expect.any(String),
    });
    expect(share.Empfehlungslink).toMatch(
      new RegExp(`^http://telko\\.localhost(:\\d+)?/empfehlung/${share.Empfehlungsnummer}\\?k=[0-9a-f]{32}$`),
    );
    const [row] = await t.database.query<{
      optin_confirmed_at: string;
      optin_proof: { textVersion: string; userAgent: string };
    }>('select optin_confirmed_at, optin_proof from referrals where empfehlungsnummer = $1', [
      share.Empfehlungsnummer,
    ]);
    expect(row!.optin_confirmed_at).not.toBeNull();
    expect(row!.optin_proof).toMatchObject({ textVersion: 'optin-mail-v1', userAgent: 'Vitest' });

    const again = await confirm('telko', token);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('auth.token_used');
  });

  once('refuses an expired opt-in link and a link of another tenant', async () => {
    await create(t, 'telko', createBody({ referrer: 'gil@example.org', recipient: 'hanna@example.org' }));
    const token = tokenFrom((await lastMail(t, 'referral.optin', 'gil@example.org'))!.text_body);
    expect((await confirm('fyrst', token)).statusCode).toBe(404);
    t.clock.advance(8 * 86_400_000);
    const res = await confirm('telko', token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('auth.link_expired');
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
  });

  once('says "exists, confirm first" before the opt-in and "already created" after it', async () => {
    const body = createBody({ referrer: 'ida@example.org', recipient: 'jan@example.org' });
    expect((await create(t, 'telko', body)).statusCode).toBe(202);
    const pending = await create(t, 'telko', body);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe('referrals.optin_pending');
    // The pending number comes along, so the form can offer to resend the opt-in mail.
    expect(pending.json().details.Empfehlungsnummer).toEqual(expect.any(Number));

    // The resend replaces the first link (a second later, so the mails sort by time).
    t.clock.advance(1000);
    const first = tokenFrom((await lastMail(t, 'referral.optin', 'ida@example.org'))!.text_body);
    const nr = (
      await t.database.query<{ n: number }>(
        "select empfehlungsnummer::int as n from referrals r join referrers a on a.id = r.referrer_id where a.email = 'ida@example.org'",
      )
    )[0]!.n;
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/v1/telko/Empfehlen/optin/erneut',
      payload: { Email: 'IDA@example.org', Empfehlungsnummer: nr },
    });
    expect(resend.json()).toEqual({ Gesendet: true });
    const second = tokenFrom((await lastMail(t, 'referral.optin', 'ida@example.org'))!.text_body);
    expect(second).not.toBe(first);
    expect((await confirm('telko', first)).json().code).toBe('auth.token_used');
    expect((await confirm('telko', second)).statusCode).toBe(200);

    const done = await create(t, 'telko', body);
    expect(done.statusCode).toBe(409);
    expect(done.json().code).toBe('referrals.already_created');
  });

  once('refuses a recipient another referrer already recommended this product to', async () => {
    await create(t, 'telko', createBody({ referrer: 'kai@example.org', recipient: 'lea@example.org' }));
    const res = await create(
      t,
      'telko',
      createBody({ referrer: 'max@example.org', recipient: 'LEA@example.org ' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('referrals.email_exists');
  });

  once('lets an unconfirmed recommendation hold the recipient only while its opt-in link lives', async () => {
    await create(t, 'telko', createBody({ referrer: 'fremd1@example.org', recipient: 'ziel2@example.org' }));
    t.clock.advance(8 * 86_400_000);
    const later = await create(
      t,
      'telko',
      createBody({ referrer: 'echt@example.org', recipient: 'ziel2@example.org' }),
    );
    expect(later.statusCode).toBe(202);
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
  });

  once('refuses a blocked referrer with "data cannot be used, contact support"', async () => {
    await create(t, 'telko', createBody({ referrer: 'nora@example.org', recipient: 'otto@example.org' }));
    await t.database.query(
      "update referrers set blocked_reason = 'blocked' where email = 'nora@example.org'",
    );
    const res = await create(
      t,
      'telko',
      createBody({ referrer: 'nora@example.org', recipient: 'paul@example.org' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('referrals.data_unusable');
  });

  once('mails the recipient only after the referrer affirms consent, once', async () => {
    await create(t, 'telko', createBody({ referrer: 'quirin@example.org', recipient: 'rosa@example.org' }));
    const token = tokenFrom((await lastMail(t, 'referral.optin', 'quirin@example.org'))!.text_body);
    const share = (await confirm('telko', token)).json();
    const send = (consent: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/telko/Empfehlen/senden',
        payload: { SendeToken: share.SendeToken, EmpfaengerEinverstanden: consent },
      });
    const refused = await send(false);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields[0].message).toBe(
      'Die Zustimmung ist erforderlich, um fortzufahren.',
    );
    expect((await send(true)).json()).toEqual({ Gesendet: true });
    const mail = await lastMail(t, 'referral.recipient', 'rosa@example.org');
    expect(mail?.subject).toBe('Anna Berg empfiehlt dir Telko');
    expect(mail?.text_body).toContain(share.Empfehlungslink);
    expect((await send(true)).json().code).toBe('auth.token_used');
  });

  once('keeps tenants apart: the same people may recommend on two tenants', async () => {
    const body = createBody({ referrer: 'sara@example.org', recipient: 'tom@example.org' });
    expect((await create(t, 'telko', body)).statusCode).toBe(202);
    expect((await create(t, 'partner', body)).statusCode).toBe(202);
    expect(await count(t, "referrers where email = 'sara@example.org'")).toBe(2);
  });

  it('makes exactly one referral and one opt-in mail of 50 concurrent identical requests', async () => {
    const body = createBody({ referrer: 'uwe@example.org', recipient: 'vera@example.org' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => create(t, 'telko', body)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 202)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code))).toEqual(
      new Set(['referrals.optin_pending']),
    );
    expect(
      await count(
        t,
        "referrals r join referrers a on a.id = r.referrer_id where a.email = 'uwe@example.org'",
      ),
    ).toBe(1);
    expect(await count(t, "outbox where kind = 'referral.optin' and to_address = 'uwe@example.org'")).toBe(1);
    expect(await count(t, "referrers where email = 'uwe@example.org'")).toBe(1);
  });

  once('limits recommendations to 20 a minute per client address, with a clear answer', async () => {
    const ip = '192.0.2.77';
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await create(t, 'telko', null, {}, ip));
    expect(answers.slice(0, 20).every((a) => a.statusCode !== 429)).toBe(true);
    expect(answers[20]!.statusCode).toBe(429);
    expect(answers[20]!.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});
