import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api, signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import { signedInAgencyUser } from './agency.test-helpers.ts';
import { AGENCY_SESSION_TTL_MS } from './agency-sessions.service.ts';

describe.each(databaseKinds())('agency sessions on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const partner = { tenant: 'partner' };

  it('answers the signed-in user with the abilities of their roles', async () => {
    const owner = await signedInAgencyUser(t, { roles: ['AgenturInhaber'], name: 'Ines Inhaber' });
    const res = await api(t, 'GET', '/agentur/user', { ...partner, token: owner.Token });
    expectAnswer(res, 200).toMatchObject({
      Roles: ['AgenturInhaber'],
      Name: 'Ines Inhaber',
      Agentur: { Name: 'Vertriebsagentur Nord GmbH' },
    });
    expect(res.json().Abilities).toContain('Mitarbeiter');
    expect(res.json()).not.toHaveProperty('Token');

    const employee = await signedInAgencyUser(t, { roles: ['AgenturMitarbeiter'] });
    const e = (await api(t, 'GET', '/agentur/user', { ...partner, token: employee.Token })).json();
    expect(e.Abilities).not.toContain('Mitarbeiter');
    expect(e.Abilities).not.toContain('Rechnungen');
  });

  it('verifies a token: live, unknown, expired', async () => {
    const user = await signedInAgencyUser(t, { roles: ['AgenturMitarbeiter'] });
    const verify = (token: string) =>
      api(t, 'GET', `/token/verifyAgenturToken?t=${encodeURIComponent(token)}`, partner);
    const live = await verify(user.Token);
    expect(live.statusCode).toBe(200);
    expect(live.headers['cache-control']).toBe('no-store');
    expect(live.json()).toEqual({ Valid: true, ExpiresAt: user.ExpiresAt, Roles: ['AgenturMitarbeiter'] });
    expect((await verify('x'.repeat(43))).json()).toEqual({ Valid: false, ExpiresAt: null, Roles: [] });
    expect((await verify('')).json().Valid).toBe(false);
    t.clock.advance(AGENCY_SESSION_TTL_MS + 1000);
    try {
      expect((await verify(user.Token)).json().Valid).toBe(false);
      const res = await api(t, 'GET', '/agentur/user', { ...partner, token: user.Token });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('agency.login_required');
    } finally {
      t.clock.advance(-(AGENCY_SESSION_TTL_MS + 1000));
    }
  });

  it('refreshes once per token, and logout ends the session', async () => {
    const user = await signedInAgencyUser(t);
    const first = await api(t, 'POST', '/agentur/refresh', { ...partner, token: user.Token });
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next.Token).not.toBe(user.Token);
    expect(next.Roles).toEqual(['AgenturInhaber']);
    const again = await api(t, 'POST', '/agentur/refresh', { ...partner, token: user.Token });
    expect(again.statusCode).toBe(401);

    const out = await api(t, 'POST', '/agentur/logout', { ...partner, token: next.Token });
    expect(out.statusCode).toBe(204);
    expect((await api(t, 'GET', '/agentur/user', { ...partner, token: next.Token })).statusCode).toBe(401);
    expect((await api(t, 'POST', '/agentur/logout', { ...partner })).statusCode).toBe(204);
  });

  it('keeps referrer and agency tokens apart, and other tenants out', async () => {
    const referrer = await signedUpReferrer(t, 'empfehler-agentur@example.org', { tenant: 'partner' });
    const onAgency = await api(t, 'GET', '/agentur/user', { ...partner, token: referrer.Token });
    expect(onAgency.statusCode).toBe(401);
    expect(onAgency.json().code).toBe('agency.login_required');

    const agencyUser = await signedInAgencyUser(t);
    const onReferrer = await api(t, 'GET', '/account/user', { ...partner, token: agencyUser.Token });
    expect(onReferrer.statusCode).toBe(401);

    // telko has no agency area: 404 whoever calls.
    const telko = await api(t, 'GET', '/agentur/user', { tenant: 'telko', token: agencyUser.Token });
    expect(telko.statusCode).toBe(404);
    expect(telko.json().code).toBe('agency.module_off');

    // A tenant with the area on never takes another tenant's agency token.
    const other = await t.app.services.tenants.byKey('telko');
    const withArea = {
      ...other!,
      mandant: { ...other!.mandant, Modules: { ...other!.mandant.Modules, ModuleAgenturbereich: true } },
    };
    await expect(
      t.app.services.agencySessions.authenticate(withArea, agencyUser.Token, 'signedIn'),
    ).rejects.toMatchObject({ code: 'common.not_found' });
  });

  it('refuses an ability the roles lack with 403, and a user without roles everything', async () => {
    const partnerTenant = (await t.app.services.tenants.byKey('partner'))!;
    const employee = await signedInAgencyUser(t, { roles: ['AgenturMitarbeiter'] });
    await expect(
      t.app.services.agencySessions.authenticate(partnerTenant, employee.Token, 'Rechnungen'),
    ).rejects.toMatchObject({ code: 'auth.not_authorised', statusCode: 403 });
    const ok = await t.app.services.agencySessions.authenticate(
      partnerTenant,
      employee.Token,
      'AuftragsReport',
    );
    expect(ok.agency.name).toBe('Vertriebsagentur Nord GmbH');

    const none = await signedInAgencyUser(t, { roles: [] });
    expect(
      (await api(t, 'GET', '/agentur/user', { ...partner, token: none.Token })).json().Abilities,
    ).toEqual([]);
    await expect(
      t.app.services.agencySessions.authenticate(partnerTenant, none.Token, 'Praemien'),
    ).rejects.toMatchObject({ code: 'auth.not_authorised' });
  });

  it('refuses a deactivated user', async () => {
    const user = await signedInAgencyUser(t, { roles: ['AgenturMitarbeiter'], subject: 'deaktiviert' });
    await t.database.query("update agency_users set active = false where subject = 'deaktiviert'");
    const res = await api(t, 'GET', '/agentur/user', { ...partner, token: user.Token });
    expectAnswer(res, 403).toEqual({
      code: 'agency.user_inactive',
      message: 'Ihr Agenturzugang ist deaktiviert. Bitte wenden Sie sich an Ihre Agentur.',
    });
  });
});
