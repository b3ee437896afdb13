import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  bearer,
  linkToken,
  PASSWORD,
  signedUpReferrer,
} from './modules/accounts/accounts.test-helpers.ts';
import { referralIn } from './modules/personal-area/personal-area.test-helpers.ts';
import { linkParts, recipientFor, track } from './modules/recipients/recipients.test-helpers.ts';
import {
  confirmedReferral,
  lastMail,
  nextClientIp,
  tokenFrom,
} from './modules/referrals/referrals.test-helpers.ts';
import { createTestApp, type TestContext } from './test/test-app.ts';
import { databaseKinds } from './test/test-db.ts';

const IBAN = 'DE89 3704 0044 0532 0130 00';

/**
 * Finding 1.7: the core flows run through the real app logging at trace level, then the whole
 * captured log is searched for every address, IBAN, token, code, password and key used.
 */
describe.each(databaseKinds())('the log on %s', (kind) => {
  let t: TestContext;
  const lines: string[] = [];
  /** Everything secret or personal that went into a request. */
  const secrets = new Set<string>([PASSWORD, 'Falsch123x', IBAN, IBAN.replaceAll(' ', '')]);
  const addresses = {
    referrer: 'log.referrer+tag@example.org',
    recipient: 'log.recipient@example.org',
    buyer: 'log.buyer@example.org',
    winner: 'log.winner@example.org',
    broken: 'log.broken@example.org',
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: nextClientIp() });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { log: { level: 'trace', lines } });
  });
  afterAll(() => t.close());

  it('runs the core flows', async () => {
    // Recommend and confirm the opt-in; the share step hands out the link and the offline code.
    const share = await confirmedReferral(t, 'telko', {
      referrer: addresses.referrer,
      recipient: addresses.recipient,
      split: 50,
    });
    const code = share.Empfehlungscode!;
    const { nr, k } = linkParts(share.Empfehlungslink);
    secrets.add(tokenFrom((await lastMail(t, 'referral.optin', addresses.referrer))!.text_body));
    for (const s of [code, code.replace('-', ''), code.toLowerCase(), k]) secrets.add(s);

    // The offline code as printed and as typed.
    expect((await get(`/api/v1/telko/empfehlung/empfehlungscode/${code}`)).statusCode).toBe(200);
    const typed = encodeURIComponent(code.toLowerCase().replace('-', ' '));
    expect((await get(`/api/v1/telko/empfehlung/empfehlungscode/${typed}`)).statusCode).toBe(200);

    // The recipient: landing, create, tracking, bank data with an IBAN.
    expect((await get(`/api/v1/telko/empfehlen/${nr}/${k}`)).statusCode).toBe(200);
    const recipient = await recipientFor(t, 'telko', share.Empfehlungslink);
    secrets.add(recipient.Token);
    expect((await get(`/api/v1/telko/empfaenger/${recipient.Token}`)).statusCode).toBe(200);
    const tracked = await track(t, 'telko', recipient, {
      email: addresses.buyer,
      emailBestaetigung: addresses.buyer,
    });
    expect(tracked.statusCode).toBe(200);
    const bank = await t.app.inject({
      method: 'POST',
      url: '/api/v1/telko/empfaenger/bankdaten',
      headers: bearer(recipient.Token),
      payload: { Kontoinhaber: 'Erika Log', Iban: IBAN },
      remoteAddress: nextClientIp(),
    });
    expect(bank.statusCode).toBe(200);

    // The referrer's account: mailed-link sign-in, a password, forgot password in every spelling.
    const user = await signedUpReferrer(t, addresses.referrer, { password: PASSWORD });
    secrets.add(user.Token).add(user.Empfehlerhash);
    secrets.add(linkToken((await lastMail(t, 'account.access', addresses.referrer))!.text_body, 'login'));
    const at = addresses.referrer.indexOf('@');
    const [local, domain] = [addresses.referrer.slice(0, at), addresses.referrer.slice(at + 1)];
    for (const [spelling, status] of [
      [addresses.referrer, 202],
      [`${local}%40${domain}`, 202],
      [`${encodeURIComponent(local)}%40${domain.toUpperCase()}`, 202],
      // Decoded once by the router, these are no addresses: refused, but still not to be logged.
      [`${local}%2540${domain}`, 400],
      [`${encodeURIComponent(local)}%252540${domain}`, 400],
    ] as const) {
      t.clock.advance(1000); // the newest reset mail is the last one sent
      const res = await get(`/api/v1/telko/account/resetPassword/${spelling}`);
      expect(res.statusCode, spelling).toBe(status);
    }
    const reset = linkToken(
      (await lastMail(t, 'account.reset', addresses.referrer))!.text_body,
      'passwortsetzen',
    );
    secrets.add(reset);
    expect(
      (await api(t, 'PUT', '/account/validateResetPassword', { body: { Token: reset } })).statusCode,
    ).toBe(200);
    expect((await get(`/api/v1/telko/account/resendWelcomeMail/${user.Empfehlerhash}`)).statusCode).toBe(202);
    const signIn = (Password: string) =>
      api(t, 'POST', '/account/login', { body: { Email: addresses.referrer, Password } });
    expect((await signIn('Falsch123x')).statusCode).toBe(401);
    const session = await signIn(PASSWORD);
    expect(session.statusCode).toBe(200);
    secrets.add(session.json().Token);

    // Partner events and the host system's sign-in, both with a partner key.
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    const key = await t.app.services.partnerKeys.issue(telko.id, 'log test', ['events', 'host_sign_in']);
    secrets.add(key);
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/partner/v1/telko/events',
      headers: bearer(key),
      payload: {
        id: 'log-1',
        type: 'order.placed',
        // After the referral was made: an earlier event is refused to the dead letters.
        occurredAt: new Date(t.clock.now().getTime() + 60_000).toISOString(),
        empfehlungsnummer: nr,
      },
    });
    expect(event.statusCode).toBeLessThan(300);
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/partner/v1/telko/login-tokens',
      headers: bearer(key),
      payload: { Email: addresses.winner, Vorname: 'Wim', Nachname: 'Log' },
    });
    expect(issued.statusCode).toBe(201);
    secrets.add(issued.json().Token);
    expect((await get(new URL(issued.json().Link).pathname)).statusCode).toBeLessThan(600);
    expect((await get(`/api/v1/telko/account/adminLogin/${issued.json().Token}`)).statusCode).toBe(200);

    // A reward taken by transfer, opened by the pickup link of its mail.
    await referralIn(t, 'telko', addresses.winner, 'ready');
    const pickup = /\/praemie\/\?token=(pr_[\w-]+)/.exec(
      (await lastMail(t, 'lifecycle.reward.ready', addresses.winner))!.text_body,
    )![1]!;
    secrets.add(pickup);
    const rewards = await api(t, 'GET', `/empfehler/praemierungmail/${pickup}`);
    expect(rewards.statusCode).toBe(200);
    const winner = await signedUpReferrer(t, addresses.winner, { password: PASSWORD });
    secrets.add(winner.Token);
    const chosen = await api(t, 'PUT', '/praemierung/', {
      token: winner.Token,
      body: {
        PraemieId: rewards.json().Praemien[0].PraemieId,
        Auszahlung: 'Ueberweisung',
        Bankdaten: { Kontoinhaber: 'Wim Log', Iban: IBAN },
      },
    });
    expect(chosen.statusCode).toBe(200);

    // An unexpected database failure, logged at error level, while an address is in the query.
    await t.database.query('alter table outbox rename to outbox_away');
    try {
      const broken = await api(t, 'POST', '/account/createEmpfehler', {
        body: { Vorname: 'Bo', Nachname: 'Ken', Email: addresses.broken, Teilnahmeberechtigt: true },
      });
      expect(broken.statusCode).toBe(500);
    } finally {
      await t.database.query('alter table outbox_away rename to outbox');
    }
    const errors = lines.map((l) => JSON.parse(l)).filter((l) => l.level >= 50);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('holds no address, IBAN, token, code, password or key', () => {
    const log = lines.join('');
    for (const address of Object.values(addresses)) {
      expect(log).not.toContain(address);
      expect(log, `${address} is in the log`).not.toContain(address.split('@')[0]);
    }
    expect(log).not.toMatch(/example(\.|%2e|%252e)org/i);
    for (const secret of secrets) expect(log, `${secret} is in the log`).not.toContain(secret);
    expect(log.toUpperCase()).not.toContain(IBAN.replaceAll(' ', '').slice(4));
    // The requests were logged, by their routes.
    expect(log).toContain('/api/v1/telko/account/resetPassword/:id');
    expect(log).toContain('/api/v1/telko/empfehlung/empfehlungscode/:code');
  });
});
