import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api, linkToken, PASSWORD, signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import { referralIn } from '../personal-area/personal-area.test-helpers.ts';
import { lastMail } from '../referrals/referrals.test-helpers.ts';

describe.each(databaseKinds())('Meine Daten on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('runs the newsletter through double opt-in: pending, confirmed once, opted out', async () => {
    const user = await signedUpReferrer(t, 'news@example.org', { password: PASSWORD });
    const state = async () => (await api(t, 'GET', '/account/user', { token: user.Token })).json();
    expect(await state()).toMatchObject({ NewsletterOptinGegeben: false, NewsletterOptinVersendetAm: null });

    const asked = await api(t, 'PUT', '/empfehler/setNewsletterOptin', { token: user.Token });
    expect(asked.json()).toEqual({
      OptinMailAlreadySent: false,
      OptinAlreadySet: false,
      Newsletter: 'pending',
    });
    expect((await state()).NewsletterOptinVersendetAm).not.toBeNull();
    const again = await api(t, 'PUT', '/empfehler/setNewsletterOptin', { token: user.Token });
    expect(again.json()).toMatchObject({ OptinMailAlreadySent: true, OptinAlreadySet: false });

    const mail = await lastMail(t, 'newsletter.optin', 'news@example.org');
    const token = /\/empfehler\/newsletter\/optin\?token=([\w-]+)/.exec(mail!.text_body)![1]!;
    const confirmed = await api(t, 'PUT', '/empfehler/newsletter/optin', { body: { Token: token } });
    expect(confirmed.json()).toEqual({ Newsletter: 'optedIn' });
    expect((await api(t, 'PUT', '/empfehler/newsletter/optin', { body: { Token: token } })).statusCode).toBe(
      401,
    );
    expect(await state()).toMatchObject({ NewsletterOptinGegeben: true });
    expect(
      (await api(t, 'PUT', '/empfehler/setNewsletterOptin', { token: user.Token })).json(),
    ).toMatchObject({
      OptinAlreadySet: true,
    });

    const out = await api(t, 'PUT', '/empfehler/newsletter/optout', { token: user.Token });
    expect(out.json()).toEqual({ Newsletter: 'optedOut' });
    expect(await state()).toMatchObject({ NewsletterOptinGegeben: false, NewsletterOptinVersendetAm: null });
  });

  it('has no newsletter where the tenant does not offer one', async () => {
    const user = await signedUpReferrer(t, 'news-partner@example.org', { tenant: 'partner' });
    const res = await api(t, 'PUT', '/empfehler/setNewsletterOptin', {
      token: user.Token,
      tenant: 'partner',
    });
    expect(res.statusCode).toBe(404);
  });

  it('keeps bank data sealed with the derived BIC, shows it masked, and deletes it', async () => {
    const user = await signedUpReferrer(t, 'bank@example.org', { password: PASSWORD });
    expect((await api(t, 'GET', '/empfehler/bankdaten/', { token: user.Token })).json()).toEqual({
      Bankdaten: null,
    });
    const bad = await api(t, 'PUT', '/empfehler/bankdaten/', {
      token: user.Token,
      body: { Kontoinhaber: '', Iban: 'DE12 3456' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.map((f: { path: string }) => f.path)).toEqual([
      'body.Kontoinhaber',
      'body.Iban',
    ]);
    const saved = await api(t, 'PUT', '/empfehler/bankdaten/', {
      token: user.Token,
      body: { Kontoinhaber: 'Anna Berg', Iban: 'DE89 3704 0044 0532 0130 00' },
    });
    expect(saved.json()).toEqual({
      Bankdaten: {
        Kontoinhaber: 'Anna Berg',
        IbanMaskiert: 'DE•• •••• •••• •••• ••30 00',
        Bic: 'COBADEFFXXX',
      },
    });
    expect(JSON.stringify(await t.database.query('select * from referrer_bank_data'))).not.toContain(
      '0532013000',
    );
    // fyrst takes German IBANs only (ModuleIBANNurDE).
    const fyrst = await signedUpReferrer(t, 'bank-fyrst@example.org', { tenant: 'fyrst' });
    const foreign = await api(t, 'PUT', '/empfehler/bankdaten/', {
      tenant: 'fyrst',
      token: fyrst.Token,
      body: { Kontoinhaber: 'Anna Berg', Iban: 'FR76 3000 6000 0112 3456 7890 189' },
    });
    expect(foreign.json().details.fields[0].message).toBe('Bitte geben Sie eine deutsche IBAN (DE…) an.');

    expect((await api(t, 'DELETE', '/empfehler/bankdaten/', { token: user.Token })).statusCode).toBe(204);
    expect((await api(t, 'GET', '/empfehler/bankdaten/', { token: user.Token })).json()).toEqual({
      Bankdaten: null,
    });
  });

  it('keeps the customer number with the partner', async () => {
    const user = await signedUpReferrer(t, 'kunde@example.org');
    const read = () => api(t, 'GET', '/empfehler/GetResultFromKundennummer/', { token: user.Token });
    expect((await read()).json()).toEqual({ Kundennummer: null });
    const bad = await api(t, 'PUT', '/empfehler/SetKundennummerForEmpfehler/12', { token: user.Token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual([
      { path: 'Kundennummer', message: 'Kundennummer ist nicht gültig' },
    ]);
    const set = await api(t, 'PUT', '/empfehler/SetKundennummerForEmpfehler/K-1234567', {
      token: user.Token,
    });
    expect(set.json()).toEqual({ Kundennummer: 'K-1234567' });
    expect((await read()).json()).toEqual({ Kundennummer: 'K-1234567' });
  });

  it('deletes the account: signed out, data gone, recommendations in flight still take partner events', async () => {
    const email = 'leaving@example.org';
    const nr = await referralIn(t, 'telko', email, 'reacted');
    const user = await signedUpReferrer(t, email, { password: PASSWORD });
    await api(t, 'PUT', '/empfehler/bankdaten/', {
      token: user.Token,
      body: { Kontoinhaber: 'Anna Berg', Iban: 'DE89 3704 0044 0532 0130 00' },
    });

    expect((await api(t, 'DELETE', '/empfehler/delete', { token: user.Token })).statusCode).toBe(204);
    expect((await api(t, 'GET', '/account/user', { token: user.Token })).statusCode).toBe(401);
    expect(
      (await api(t, 'POST', '/account/login', { body: { Email: email, Password: PASSWORD } })).statusCode,
    ).toBe(401);
    const left = await t.database.query<{ n: number }>(
      `select (select count(*) from referrers where email = $1)
        + (select count(*) from referrer_bank_data b where not exists (select 1 from referrers r where r.id = b.referrer_id))
        + (select count(*) from sessions s where not exists (select 1 from referrers r where r.id = s.referrer_id)) as n`,
      [email],
    );
    expect(Number(left[0]!.n)).toBe(0);
    const referral = await t.database.query<{ referrer_id: string | null }>(
      'select referrer_id from referrals where empfehlungsnummer = $1',
      [nr],
    );
    expect(referral[0]!.referrer_id).toBeNull();
    const tenantId = (await t.app.services.tenants.byKey('telko'))!.id;
    const event = await t.app.services.partnerEvents.ingestForTenant(tenantId, {
      id: `after-deletion-${nr}`,
      type: 'order.placed',
      occurredAt: t.clock.now().toISOString(),
      empfehlungsnummer: nr,
    });
    expect(event).toEqual({ id: `after-deletion-${nr}`, duplicate: false });
    const audit = await t.database.query<{ n: number }>(
      "select count(*)::int as n from account_events where kind = 'account.deleted' and referrer_id is null",
    );
    expect(audit[0]!.n).toBe(1);
    // The address can register again, as a new account.
    await api(t, 'POST', '/account/createEmpfehler', {
      body: { Vorname: 'Neu', Nachname: 'Start', Email: email, Teilnahmeberechtigt: true },
    });
    expect(linkToken((await lastMail(t, 'account.access', email))!.text_body, 'login')).toBeTruthy();
  });
});
