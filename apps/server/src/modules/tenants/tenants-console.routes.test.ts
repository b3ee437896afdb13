import type { TenantDetail } from '@kwk/shared/operator/tenants.schemas';
import { mandantSchema } from '@kwk/shared/tenants/mandant.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { saveBody } from './tenants.test-helpers.ts';

const fieldsOf = (body: { details?: { fields?: { path: string; message: string }[] } }) =>
  Object.fromEntries((body.details?.fields ?? []).map((f) => [f.path, f.message]));

describe.each(databaseKinds())('console: tenants on %s', (kind) => {
  let t: TestContext;
  let admin: string;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const signedIn = await signedInOperator(t, ['admin']);
    admin = signedIn.token;
    adminId = signedIn.operator.id;
  });
  afterAll(() => t.close());

  const audits = async (action: string, subject: string) =>
    (await t.app.services.audit.search({ action, subject }, { offset: 0, limit: 10 })).rows;

  it('lists the tenants with key, name, hosts and the modules switched on', async () => {
    const res = await consoleApi(t, 'GET', 'mandanten', { token: admin });
    expect(res.statusCode).toBe(200);
    const telko = res.json().find((r: { Key: string }) => r.Key === 'telko');
    expect(telko).toMatchObject({ Name: 'Telko', Hosts: ['telko.localhost'], Version: expect.any(Number) });
    expect(telko.ModulesOn).toContain('ModuleIntegratedFrame');
    expect(telko.ModulesOn).not.toContain('ModuleAdv');
  });

  it('creates a tenant from defaults that answers at once, audited', async () => {
    const res = await consoleApi(t, 'POST', 'mandanten', {
      token: admin,
      body: { Key: 'neu-marke', Name: 'Neue Marke' },
    });
    expect(res.statusCode).toBe(201);
    const detail = res.json() as TenantDetail;
    expect(detail).toMatchObject({ Key: 'neu-marke', Version: 1, Hosts: [] });
    expect(detail.Brand).toMatchObject({ Name: 'Neue Marke', ApiRoute: 'neu-marke' });
    expect(detail.PreviewUrl).toBe('http://neu-marke.localhost:3000/');
    // Without a restart: the tenant API and the Host resolution know it.
    const config = await t.app.inject({ url: '/api/v1/neu-marke/mandant/neu-marke' });
    expect(config.statusCode).toBe(200);
    expect(mandantSchema.parse(config.json()).Brand.Name).toBe('Neue Marke');
    expect((await t.app.services.tenants.byHost('neu-marke.localhost:3000'))?.key).toBe('neu-marke');
    const [row] = await audits('tenant.created', 'neu-marke');
    expect(row).toMatchObject({ actorKind: 'operator', actorId: adminId, tenantId: detail.Id });
    expect(row?.details).toEqual({ copiedFrom: null });
  });

  it('creates a tenant as a copy of another, made its own', async () => {
    const res = await consoleApi(t, 'POST', 'mandanten', {
      token: admin,
      body: { Key: 'telko2', Name: 'Telko Zwei', CopyFrom: 'telko' },
    });
    expect(res.statusCode).toBe(201);
    const copy = res.json() as TenantDetail;
    const telko = (await consoleApi(t, 'GET', 'mandanten/telko', { token: admin })).json() as TenantDetail;
    expect(copy.Settings.Channels).toEqual(telko.Settings.Channels);
    expect(copy.Brand.Colors).toEqual(telko.Brand.Colors);
    expect(copy.Brand).toMatchObject({ Name: 'Telko Zwei', ApiRoute: 'telko2', FrameOrigins: [] });
    // The original's link domain would send telko's visitors to the copy.
    expect(copy.Brand.ReferralLinkDomain.production).toBe('');
    expect(copy.Hosts).toEqual([]);
    expect((await audits('tenant.created', 'telko2'))[0]?.details).toEqual({ copiedFrom: 'telko' });
  });

  it.each([
    ['reserved', 'betrieb', 400, 'Dieser Schlüssel ist reserviert.'],
    ['reserved', 'api', 400, 'Dieser Schlüssel ist reserviert.'],
    [
      'upper case and space',
      'Neu Marke',
      400,
      'Schlüssel: nur Kleinbuchstaben, Ziffern und Bindestriche (höchstens 32 Zeichen).',
    ],
    [
      'a hyphen at the end',
      'neu-',
      400,
      'Schlüssel: nur Kleinbuchstaben, Ziffern und Bindestriche (höchstens 32 Zeichen).',
    ],
    ['taken', 'fyrst', 409, 'Diesen Schlüssel hat bereits ein anderer Mandant.'],
  ])('refuses a %s key (%s) with a message at the field', async (_case, key, status, message) => {
    const res = await consoleApi(t, 'POST', 'mandanten', { token: admin, body: { Key: key, Name: 'X' } });
    expect(res.statusCode).toBe(status);
    expect(fieldsOf(res.json())['body.Key']).toBe(message);
  });

  it('refuses to copy a tenant that does not exist', async () => {
    const res = await consoleApi(t, 'POST', 'mandanten', {
      token: admin,
      body: { Key: 'kopie', Name: 'Kopie', CopyFrom: 'gibtsnicht' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('tenant.copy_source_not_found');
  });

  it('saves a change, raises the version, serves it at once and audits a diff without texts', async () => {
    const before = (await consoleApi(t, 'GET', 'mandanten/partner', { token: admin })).json() as TenantDetail;
    const body = saveBody(before);
    body.Brand.Colors.primary = '#0b3d91';
    body.Settings.Modules.ModuleAdv = !before.Settings.Modules.ModuleAdv;
    body.Brand.SupportEmail = 'neu@partner.example';
    const res = await consoleApi(t, 'PUT', 'mandanten/partner', { token: admin, body });
    expect(res.statusCode).toBe(200);
    expect(res.json().Version).toBe(before.Version + 1);
    const served = await t.app.inject({ url: '/api/v1/partner/mandant/partner' });
    expect(served.json().Brand.Colors.primary).toBe('#0b3d91');
    const [row] = await audits('tenant.updated', 'partner');
    expect(row?.details).toEqual({
      version: before.Version + 1,
      changes: [
        { path: 'Brand.Colors.primary' },
        { path: 'Brand.SupportEmail' },
        {
          path: 'Settings.Modules.ModuleAdv',
          from: before.Settings.Modules.ModuleAdv,
          to: !before.Settings.Modules.ModuleAdv,
        },
      ],
    });
    expect(JSON.stringify(row)).not.toContain('neu@partner.example');
  });

  it('refuses a stale save with 409 and keeps the newer configuration', async () => {
    const read = (await consoleApi(t, 'GET', 'mandanten/fyrst', { token: admin })).json() as TenantDetail;
    const first = saveBody(read);
    first.Brand.Name = 'Fyrst Eins';
    expect((await consoleApi(t, 'PUT', 'mandanten/fyrst', { token: admin, body: first })).statusCode).toBe(
      200,
    );
    const stale = saveBody(read);
    stale.Brand.Name = 'Fyrst Zwei';
    const res = await consoleApi(t, 'PUT', 'mandanten/fyrst', { token: admin, body: stale, lang: 'en' });
    expectAnswer(res, 409).toMatchObject({
      code: 'tenant.version_conflict',
      message: 'The tenant was changed in the meantime. Please reload it and make your change again.',
    });
    expect((await t.app.services.tenants.byKey('fyrst'))?.mandant.Brand.Name).toBe('Fyrst Eins');
  });

  it('refuses colours below 4.5:1, naming the pair and the ratio at both fields, in either language', async () => {
    const read = (await consoleApi(t, 'GET', 'mandanten/telko', { token: admin })).json() as TenantDetail;
    const body = saveBody(read);
    body.Brand.Colors.primary = '#ffcc00';
    const de = await consoleApi(t, 'PUT', 'mandanten/telko', { token: admin, body });
    expect(de.statusCode).toBe(400);
    expect(de.json().code).toBe('common.validation');
    const fields = de.json().details.fields as { path: string; message: string }[];
    expect(fields).toContainEqual({
      path: 'body.Brand.Colors.primaryContrast',
      message: 'Kontrast Schaltflächentext auf Primärfarbe: 1,51:1, mindestens 4,5:1 nötig (WCAG AA).',
    });
    expect(fields).toContainEqual({
      path: 'body.Brand.Colors.primary',
      message: 'Kontrast Primärfarbe (Links) auf Hintergrund: 1,51:1, mindestens 4,5:1 nötig (WCAG AA).',
    });
    const en = await consoleApi(t, 'PUT', 'mandanten/telko', { token: admin, body, lang: 'en' });
    expect(fieldsOf(en.json())['body.Brand.Colors.primaryContrast']).toBe(
      'Contrast button text on primary colour: 1.51:1, at least 4.5:1 needed (WCAG AA).',
    );
    expect((await t.app.services.tenants.byKey('telko'))?.mandant.Brand.Colors.primary).toBe('#a8005a');
  });

  it('answers every bad field with its path and message, and writes nothing', async () => {
    const read = (await consoleApi(t, 'GET', 'mandanten/telko', { token: admin })).json() as TenantDetail;
    const body = saveBody(read) as Record<string, unknown> & ReturnType<typeof saveBody>;
    body.Brand.Colors.text = 'schwarz';
    body.Brand.ThemePath = 'https://evil.example/theme.css';
    body.Settings.Urls.EmpfehlenWebPage = 'javascript:alert(1)';
    body.Hosts = ['nicht gültig!'];
    body.Brand.ProductApi = 'unbekannt';
    (body.Settings.Rules as Record<string, unknown>).RecommenderDefaultShare = 'viel';
    const res = await consoleApi(t, 'PUT', 'mandanten/telko', { token: admin, body });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toMatchObject({
      'body.Brand.Colors.text': 'text ist nicht gültig',
      'body.Brand.ThemePath': 'Bitte einen Pfad der Portal-Adresse angeben, der mit / beginnt, oder nichts.',
      'body.Settings.Urls.EmpfehlenWebPage': 'Bitte eine Adresse mit http:// oder https:// angeben.',
      'body.Hosts.0': 'Host ist nicht gültig',
      'body.Brand.ProductApi': 'Keine/Unbekannte Produkt-API in Mandantenkonfiguration definiert',
      'body.Settings.Rules.RecommenderDefaultShare': 'RecommenderDefaultShare ist nicht gültig',
    });
    const other = saveBody(read);
    other.Brand.ApiRoute = 'fyrst';
    const route = await consoleApi(t, 'PUT', 'mandanten/telko', { token: admin, body: other });
    expect(fieldsOf(route.json())['body.Brand.ApiRoute']).toBe('ApiRoute ist nicht gültig');
  });

  it('keeps the reward expiry period (issue 15): whole months from 1 to 120', async () => {
    const read = (await consoleApi(t, 'GET', 'mandanten/fyrst', { token: admin })).json() as TenantDetail;
    for (const bad of [0, 121, 2.5, 'zwölf']) {
      const body = saveBody(read);
      (body.Settings.Rules as Record<string, unknown>).PraemienVerfallMonate = bad;
      const res = await consoleApi(t, 'PUT', 'mandanten/fyrst', { token: admin, body });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(fieldsOf(res.json())['body.Settings.Rules.PraemienVerfallMonate']).toBe(
        'PraemienVerfallMonate ist nicht gültig',
      );
    }
    const body = saveBody(read);
    body.Settings.Rules.PraemienVerfallMonate = 6;
    expect((await consoleApi(t, 'PUT', 'mandanten/fyrst', { token: admin, body })).statusCode).toBe(200);
    expect((await t.app.services.tenants.byKey('fyrst'))?.mandant.Rules.PraemienVerfallMonate).toBe(6);
  });

  it('refuses a default split that promises the contact a share the cap of 0 never pays (issue 27, finding 8)', async () => {
    const read = (await consoleApi(t, 'GET', 'mandanten/partner', { token: admin })).json() as TenantDetail;
    const body = saveBody(read);
    body.Settings.Rules.RecommenderDefaultShare = 50;
    body.Settings.Rules.MaxEmpfaengerPraemieCent = 0;
    const res = await consoleApi(t, 'PUT', 'mandanten/partner', { token: admin, body });
    expect(res.statusCode).toBe(400);
    const message =
      'Der voreingestellte Anteil verspricht der empfohlenen Person einen Teil der Prämie, ihr Höchstbetrag ist aber 0 €: Bitte einen Höchstbetrag für die empfohlene Person angeben oder den Anteil des Empfehlers auf 100 setzen.';
    expect(fieldsOf(res.json())).toMatchObject({
      'body.Settings.Rules.RecommenderDefaultShare': message,
      'body.Settings.Rules.MaxEmpfaengerPraemieCent': message,
    });
    expect((await t.app.services.tenants.byKey('partner'))?.mandant.Rules.MaxEmpfaengerPraemieCent).toBe(
      2500,
    );
    // "Only me" by default needs no cap: saved.
    body.Settings.Rules.RecommenderDefaultShare = 100;
    expect((await consoleApi(t, 'PUT', 'mandanten/partner', { token: admin, body })).statusCode).toBe(200);
    expect((await t.app.services.tenants.byKey('partner'))?.mandant.Rules.MaxEmpfaengerPraemieCent).toBe(0);
  });

  it('refuses a credit-note issuer without its full name and address (§ 14 Abs. 4 Nr. 1 UStG), at the field', async () => {
    const read = (await consoleApi(t, 'GET', 'mandanten/partner', { token: admin })).json() as TenantDetail;
    const body = saveBody(read);
    const issuer = body.Brand.CreditNoteIssuer!;
    issuer.Street = ' ';
    issuer.City = '';
    const res = await consoleApi(t, 'PUT', 'mandanten/partner', { token: admin, body });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toMatchObject({
      'body.Brand.CreditNoteIssuer.Street': 'Straße des Ausstellers ist ein Pflichtfeld',
      'body.Brand.CreditNoteIssuer.City': 'Ort des Ausstellers ist ein Pflichtfeld',
    });
    expect((await t.app.services.tenants.byKey('partner'))?.mandant.Brand.CreditNoteIssuer?.Street).toBe(
      'Musterweg 5',
    );
  });

  it('refuses a host another tenant serves, and the console’s host', async () => {
    const read = (await consoleApi(t, 'GET', 'mandanten/telko', { token: admin })).json() as TenantDetail;
    for (const host of ['fyrst.localhost', 'betrieb.localhost']) {
      const body = saveBody(read);
      body.Hosts = ['telko.localhost', host];
      const res = await consoleApi(t, 'PUT', 'mandanten/telko', { token: admin, body });
      expect(res.statusCode, host).toBe(409);
      expect(res.json().code).toBe('tenant.host_taken');
      expect(fieldsOf(res.json())['body.Hosts.1']).toBe('Ein Host gehört bereits einem anderen Mandanten.');
    }
  });

  it('lets support and finance read but not create or save', async () => {
    const read = (await consoleApi(t, 'GET', 'mandanten/telko', { token: admin })).json() as TenantDetail;
    for (const role of ['support', 'finance'] as const) {
      const { token } = await signedInOperator(t, [role]);
      expect((await consoleApi(t, 'GET', 'mandanten', { token })).statusCode).toBe(200);
      expect((await consoleApi(t, 'GET', 'mandanten/telko', { token })).statusCode).toBe(200);
      const put = await consoleApi(t, 'PUT', 'mandanten/telko', { token, body: saveBody(read) });
      expect(put.statusCode).toBe(403);
      const post = await consoleApi(t, 'POST', 'mandanten', { token, body: { Key: 'nope', Name: 'Nope' } });
      expect(post.statusCode).toBe(403);
    }
  });

  it('answers 404 for a tenant that does not exist', async () => {
    const res = await consoleApi(t, 'GET', 'mandanten/gibtsnicht', { token: admin });
    expect(res.statusCode).toBe(404);
  });
});
