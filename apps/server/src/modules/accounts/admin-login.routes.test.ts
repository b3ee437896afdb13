import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { referralIn } from '../personal-area/personal-area.test-helpers.ts';
import { api } from './accounts.test-helpers.ts';
import { ADMIN_TOKEN_MINUTES } from './admin-login.service.ts';

/** Admin login and autologin: the host system's one-time token, exchanged for a marked session. */
describe.each(databaseKinds())('admin login on %s', (kind) => {
  let t: TestContext;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    key = await t.app.services.partnerKeys.issue(telko.id, 'host system', ['host_sign_in']);
  });
  afterAll(() => t.close());

  const issue = (body: unknown, auth = `Bearer ${key}`, tenant = 'telko') =>
    t.app.inject({
      method: 'POST',
      url: `/api/partner/v1/${tenant}/login-tokens`,
      headers: { authorization: auth },
      payload: body as object,
    });
  const person = { Email: 'host.user@example.org', Vorname: 'Hanna', Nachname: 'Host' };

  it('issues a one-time token only with the partner key of the tenant', async () => {
    expect((await issue(person, 'Bearer kwkp_wrongwrongwrongwrongwrong')).statusCode).toBe(401);
    expect((await issue(person, `Bearer ${key}`, 'fyrst')).statusCode).toBe(401);
    expect((await issue({ Email: 'kaputt' })).statusCode).toBe(400);
    const issued = await issue(person);
    expect(issued.statusCode).toBe(201);
    expect(issued.json().Link).toMatch(/\/login\/[\w-]{43}$/);
  });

  it('signs the user in once with it, within five minutes', async () => {
    const { Token } = (await issue(person)).json();
    const login = await api(t, 'GET', `/account/adminLogin/${Token}`);
    expectAnswer(login, 200).toMatchObject({
      Email: 'host.user@example.org',
      Vorname: 'Hanna',
      PasswortGesetzt: false,
    });
    expect((await api(t, 'GET', '/account/user', { token: login.json().Token })).statusCode).toBe(200);
    expect((await api(t, 'GET', `/account/adminLogin/${Token}`)).json().code).toBe('auth.token_used');

    const late = (await issue(person)).json().Token;
    t.clock.advance(ADMIN_TOKEN_MINUTES * 60_000 + 1000);
    expect((await api(t, 'GET', `/account/adminLogin/${late}`)).json().code).toBe('auth.link_expired');
    expect((await api(t, 'GET', `/account/adminLogin/${late}`, { tenant: 'fyrst' })).statusCode).toBe(401);
  });

  it('lets such a session see everything but not enter bank data nor choose a reward: that needs the mailed link', async () => {
    await referralIn(t, 'telko', person.Email, 'ready');
    const session = (await api(t, 'GET', `/account/adminLogin/${(await issue(person)).json().Token}`)).json()
      .Token;
    const [reward] = (await api(t, 'GET', '/praemierung/', { token: session })).json().Praemien;
    const bank = { Kontoinhaber: 'Hanna Host', Iban: 'DE89 3704 0044 0532 0130 00' };
    const refused = await api(t, 'PUT', '/empfehler/bankdaten/', { token: session, body: bank });
    expectAnswer(refused, 403).toEqual({
      code: 'rewards.bankdata_link_required',
      message: 'Die Bankdaten konnten nicht gespeichert werden. Bitte nutzen Sie den Link aus Ihrer E-Mail.',
    });
    // Any choice, a voucher as much as a transfer (rewards.host-session.test.ts has the rest).
    const voucher = await api(t, 'PUT', '/praemierung/', {
      token: session,
      body: { PraemieId: reward.PraemieId, Auszahlung: 'Gutschein' },
    });
    expect(voucher.statusCode).toBe(403);
    expect(voucher.json().code).toBe('rewards.pickup_link_required');
  });
});
