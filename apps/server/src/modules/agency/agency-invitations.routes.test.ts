import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaOn, solvedCaptcha } from '../../test/captcha-solver.ts';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api, PASSWORD } from '../accounts/accounts.test-helpers.ts';
import { lastMail } from '../referrals/referrals.test-helpers.ts';
import { signedInAgencyUser } from './agency.test-helpers.ts';
import { invitationBody, invite, registrationToken } from './agency-admin.test-helpers.ts';

/**
 * Invitations (spec §3 Einladung, §7 `PUT Einladung`, `GET Einladung/daten`): the captcha check,
 * the §5 messages at the field, the mail with its registration link, and taking it up once.
 */
describe.each(databaseKinds())('invitations on %s', (kind) => {
  let t: TestContext;
  let owner: string;
  let south: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = (await signedInAgencyUser(t, { roles: ['AgenturInhaber'] })).Token;
    south = (await signedInAgencyUser(t, { roles: ['AgenturMitarbeiter'], department: 'agentur-sued' }))
      .Token;
  });
  afterAll(() => t.close());

  const row = async (email: string) =>
    (
      await t.database.query<Record<string, unknown>>(
        'select i.*, a.department from agency_invitations i join agencies a on a.id = i.agency_id where i.email = $1',
        [email],
      )
    )[0];

  it('answers a null body with whether a captcha is needed, as recommending does', async () => {
    const res = await api(t, 'PUT', '/Einladung', { tenant: 'partner', token: owner });
    expectAnswer(res, 200).toEqual({ IsCaptchaRequired: false });
    const create = await api(t, 'POST', '/Empfehlen/create', { tenant: 'partner' });
    expect(create.json()).toEqual(res.json());
  });

  it('offers the mask its agency and the kinds of invitation', async () => {
    const res = await api(t, 'GET', '/Einladung/daten', { tenant: 'partner', token: owner });
    expectAnswer(res, 200).toEqual({
      Agentur: 'Vertriebsagentur Nord GmbH',
      Arten: ['Mitarbeiter', 'Empfehler'],
    });
    const other = await api(t, 'GET', '/Einladung/daten', { tenant: 'partner', token: south });
    expect(other.json().Agentur).toBe('Agentur Süd & West KG');
  });

  it('names every missing field with the §5 message, in German and in English', async () => {
    const empty = await invite(t, owner, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.fields).toEqual([
      { path: 'body.Vorname', message: 'Vorname ist ein Pflichtfeld' },
      { path: 'body.Nachname', message: 'Nachname ist ein Pflichtfeld' },
      { path: 'body.Email', message: 'E-Mail-Adresse ist ein Pflichtfeld' },
      { path: 'body.Art', message: 'Art ist ein Pflichtfeld' },
    ]);
    const english = await invite(t, owner, {}, { lang: 'en' });
    expect(english.json().details.fields).toContainEqual({
      path: 'body.Vorname',
      message: 'First name is required',
    });
    const badMail = await invite(t, owner, invitationBody({ Email: 'kein-at-zeichen' }));
    expect(badMail.json().details.fields).toEqual([
      { path: 'body.Email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
    ]);
    const noNumber = await invite(t, owner, invitationBody({ Mitarbeiternummer: '' }));
    expect(noNumber.json().details.fields).toEqual([
      { path: 'body.Mitarbeiternummer', message: 'Mitarbeiternummer ist ein Pflichtfeld' },
    ]);
    // A recommender needs no number.
    const recommender = await invite(
      t,
      owner,
      invitationBody({ Art: 'Empfehler', Mitarbeiternummer: null, Email: 'empfehler-ok@example.org' }),
    );
    expect(recommender.statusCode).toBe(201);
  });

  it('refuses the number of an agent of the tenant, of any agency, at the field', async () => {
    for (const number of ['B-1001', 'B-1002']) {
      const res = await invite(t, owner, invitationBody({ Mitarbeiternummer: number }));
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields).toEqual([
        { path: 'body.Mitarbeiternummer', message: 'Diese Mitarbeiternummer ist bereits vergeben.' },
      ]);
    }
  });

  it('stores the invitation, mails a registration link and keeps only hashes of address and token', async () => {
    const res = await invite(
      t,
      owner,
      invitationBody({ Email: 'Neu.Agent@Example.org', Mitarbeiternummer: 'N-7001' }),
    );
    expectAnswer(res, 201).toEqual({ Id: expect.any(String), Email: 'Neu.Agent@Example.org' });
    const mail = (await lastMail(t, 'agency.invitation', 'Neu.Agent@Example.org'))!;
    expect(mail.subject).toBe('Einladung von Vertriebsagentur Nord GmbH – Vertriebspartner');
    expect(mail.text_body).toContain('Hallo Nina,');
    expect(mail.text_body).toContain('Ihre Mitarbeiternummer: N-7001');
    expect(mail.text_body).toMatch(/https?:\/\/[^\s]+\/registrieren\?einladung=[\w-]{43}\n/);
    const token = registrationToken(mail.text_body);
    const stored = (await row('Neu.Agent@Example.org'))!;
    expect(stored).toMatchObject({
      status: 'Offen',
      art: 'Mitarbeiter',
      mitarbeiternummer: 'N-7001',
      department: 'agentur-nord',
    });
    expect(stored.email_identity).not.toContain('example');
    expect(stored.token_hash).not.toBe(token);
    expect(JSON.stringify(stored)).not.toContain(token);
    // The same number is promised to this invitation: another address cannot have it too.
    const twice = await invite(
      t,
      owner,
      invitationBody({ Email: 'zweiter@example.org', Mitarbeiternummer: 'N-7001' }),
    );
    expect(twice.json().details.fields[0].path).toBe('body.Mitarbeiternummer');
  });

  it('mails in the language of the request', async () => {
    const res = await invite(
      t,
      owner,
      invitationBody({ Email: 'english@example.org', Mitarbeiternummer: 'N-7002' }),
      {
        lang: 'en',
      },
    );
    expect(res.statusCode).toBe(201);
    const mail = (await lastMail(t, 'agency.invitation', 'english@example.org'))!;
    expect(mail.subject).toBe('Vertriebsagentur Nord GmbH invites you – Vertriebspartner');
    expect(mail.text_body).toContain('your agent number: N-7002');
  });

  it('refuses an address invited before in the tenant, by this agency or another, with 409', async () => {
    expect(
      (await invite(t, owner, invitationBody({ Email: 'doppelt@example.org', Mitarbeiternummer: 'N-7010' })))
        .statusCode,
    ).toBe(201);
    for (const [token, email] of [
      [owner, 'doppelt@example.org'],
      [south, 'DOPPELT@example.org'],
    ] as const) {
      const res = await invite(t, token, invitationBody({ Email: email, Mitarbeiternummer: 'N-7011' }));
      expectAnswer(res, 409).toMatchObject({
        code: 'agency.invitation_exists',
        message: 'Diese E-Mail-Adresse existiert bereits.',
      });
    }
    expect((await row('doppelt@example.org'))!.department).toBe('agentur-nord');
  });

  it('takes the link up once: the agent, the link to the agency, the account, signed in', async () => {
    await invite(
      t,
      owner,
      invitationBody({ Email: 'annahme@example.org', Mitarbeiternummer: 'N-7020', Vorname: 'Jörg' }),
    );
    const token = registrationToken(
      (await lastMail(t, 'agency.invitation', 'annahme@example.org'))!.text_body,
    );

    const check = await api(t, 'POST', '/Einladung/pruefen', { tenant: 'partner', body: { Token: token } });
    expectAnswer(check, 200).toEqual({
      Vorname: 'Jörg',
      Nachname: 'Neumann',
      Email: 'annahme@example.org',
      Agentur: 'Vertriebsagentur Nord GmbH',
      Art: 'Mitarbeiter',
    });

    const weak = await api(t, 'POST', '/Einladung/annehmen', {
      tenant: 'partner',
      body: { Token: token, Passwort: 'kurz', PasswortBestaetigung: 'kurz' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details.fields[0]).toMatchObject({ path: 'body.Passwort' });
    expect(weak.json().details.fields[0].message).toContain('8');
    const mismatch = await api(t, 'POST', '/Einladung/annehmen', {
      tenant: 'partner',
      body: { Token: token, Passwort: PASSWORD, PasswortBestaetigung: `${PASSWORD}x` },
    });
    expect(mismatch.json().details.fields).toEqual([
      { path: 'body.PasswortBestaetigung', message: 'Passwort-Wiederholung stimmt nicht überein' },
    ]);

    const accept = () =>
      api(t, 'POST', '/Einladung/annehmen', {
        tenant: 'partner',
        body: { Token: token, Passwort: PASSWORD, PasswortBestaetigung: PASSWORD },
      });
    const accepted = await accept();
    expectAnswer(accepted, 200).toMatchObject({
      Email: 'annahme@example.org',
      Vorname: 'Jörg',
      Nachname: 'Neumann',
      PasswortGesetzt: true,
      Token: expect.any(String),
    });
    const me = await api(t, 'GET', '/account/user', { tenant: 'partner', token: accepted.json().Token });
    expect(me.statusCode).toBe(200);
    const login = await api(t, 'POST', '/account/login', {
      tenant: 'partner',
      body: { Email: 'annahme@example.org', Password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(Object.keys(login.json()).sort()).toEqual(Object.keys(accepted.json()).sort());

    const agent = await t.database.query(
      `select a.aktiv, a.vorname, a.ort, g.department from agents a
       join agency_agents l on l.tenant_id = a.tenant_id and l.agent_number = a.externe_id
       join agencies g on g.id = l.agency_id where a.externe_id = 'N-7020'`,
    );
    expect(agent).toEqual([{ aktiv: true, vorname: 'Jörg', ort: 'Hamburg', department: 'agentur-nord' }]);
    expect(await row('annahme@example.org')).toMatchObject({ status: 'Angenommen', token_hash: null });

    for (const again of [
      await accept(),
      await api(t, 'POST', '/Einladung/pruefen', { tenant: 'partner', body: { Token: token } }),
    ]) {
      expect(again.statusCode).toBe(401);
      expect(again.json().code).toBe('agency.invitation_invalid');
    }
  });

  it('refuses to accept when the agent number became an agent in the meantime, and changes nothing', async () => {
    await invite(t, owner, invitationBody({ Email: 'zu-spaet@example.org', Mitarbeiternummer: 'N-7040' }));
    const token = registrationToken(
      (await lastMail(t, 'agency.invitation', 'zu-spaet@example.org'))!.text_body,
    );
    await t.database.query(
      `insert into agents (tenant_id, externe_id, vorname, nachname, plz, ort)
       select id, 'N-7040', 'Andere', 'Person', '10115', 'Berlin' from tenants where key = 'partner'`,
    );
    const res = await api(t, 'POST', '/Einladung/annehmen', {
      tenant: 'partner',
      body: { Token: token, Passwort: PASSWORD, PasswortBestaetigung: PASSWORD },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('agency.agent_number_taken');
    expect(await row('zu-spaet@example.org')).toMatchObject({ status: 'Offen' });
    expect(await t.database.query(`select 1 from referrers where email = 'zu-spaet@example.org'`)).toEqual(
      [],
    );
  });

  it('makes a recommender an account only, linked to the agency by the accepted invitation', async () => {
    await invite(
      t,
      owner,
      invitationBody({
        Email: 'empfehler@example.org',
        Art: 'Empfehler',
        Mitarbeiternummer: 'wird-ignoriert',
      }),
    );
    const token = registrationToken(
      (await lastMail(t, 'agency.invitation', 'empfehler@example.org'))!.text_body,
    );
    const accepted = await api(t, 'POST', '/Einladung/annehmen', {
      tenant: 'partner',
      body: { Token: token, Passwort: PASSWORD, PasswortBestaetigung: PASSWORD },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await t.database.query(`select 1 from agents where externe_id = 'wird-ignoriert'`)).toEqual([]);
    expect(await row('empfehler@example.org')).toMatchObject({
      status: 'Angenommen',
      mitarbeiternummer: null,
    });
  });

  it('refuses an unknown or expired link with 401, and lets the agency invite the address anew then', async () => {
    const unknown = await api(t, 'POST', '/Einladung/pruefen', {
      tenant: 'partner',
      body: { Token: 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toContain('Einladung');

    await invite(t, owner, invitationBody({ Email: 'spaet@example.org', Mitarbeiternummer: 'N-7030' }));
    const token = registrationToken((await lastMail(t, 'agency.invitation', 'spaet@example.org'))!.text_body);
    const start = t.clock.now();
    t.clock.set(new Date(start.getTime() + 15 * 86_400_000));
    try {
      const expired = await api(t, 'POST', '/Einladung/annehmen', {
        tenant: 'partner',
        body: { Token: token, Passwort: PASSWORD, PasswortBestaetigung: PASSWORD },
      });
      expect(expired.statusCode).toBe(401);
      // Two weeks on, the agency users sign in anew.
      const nord = (await signedInAgencyUser(t)).Token;
      const sued = (await signedInAgencyUser(t, { department: 'agentur-sued' })).Token;
      // Another agency still cannot take the address; the inviting one renews its invitation.
      expect(
        (await invite(t, sued, invitationBody({ Email: 'spaet@example.org', Mitarbeiternummer: 'S-1' })))
          .statusCode,
      ).toBe(409);
      const renewed = await invite(
        t,
        nord,
        invitationBody({ Email: 'spaet@example.org', Mitarbeiternummer: 'N-7030' }),
      );
      expect(renewed.statusCode).toBe(201);
      const fresh = registrationToken(
        (await lastMail(t, 'agency.invitation', 'spaet@example.org'))!.text_body,
      );
      expect(fresh).not.toBe(token);
      expect(
        (await api(t, 'POST', '/Einladung/pruefen', { tenant: 'partner', body: { Token: fresh } }))
          .statusCode,
      ).toBe(200);
    } finally {
      t.clock.set(start);
    }
  });

  it('answers 404 on a tenant without the agency area, whatever the body', async () => {
    for (const path of ['/Einladung/pruefen', '/Einladung/annehmen']) {
      const res = await api(t, 'POST', path, { tenant: 'telko', body: {} });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('agency.module_off');
    }
  });
});

describe.each(databaseKinds())('invitations where the tenant asks for a captcha on %s', (kind) => {
  let t: TestContext;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await captchaOn(t, 'partner');
    owner = (await signedInAgencyUser(t)).Token;
  });
  afterAll(() => t.close());

  it('asks for it, checks the form first and takes a solved one once', async () => {
    expect((await api(t, 'PUT', '/Einladung', { tenant: 'partner', token: owner })).json()).toEqual({
      IsCaptchaRequired: true,
    });
    const body = invitationBody({ Email: 'captcha@example.org', Mitarbeiternummer: 'C-1' });
    const none = await invite(t, owner, body);
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('captcha.required');
    const captcha = await solvedCaptcha(t.app, 'partner');
    const invalid = await invite(t, owner, { ...body, Email: 'kaputt' }, { captcha });
    expect(invalid.json().code).toBe('common.validation');
    const ok = await invite(t, owner, body, { captcha });
    expect(ok.statusCode).toBe(201);
    const replay = await invite(
      t,
      owner,
      { ...body, Email: 'captcha2@example.org', Mitarbeiternummer: 'C-2' },
      { captcha },
    );
    expect(replay.json().code).toBe('captcha.invalid');
  });
});
