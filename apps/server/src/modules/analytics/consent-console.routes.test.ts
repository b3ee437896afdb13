import type { ConsoleConsentCategory } from '@kwk/shared/analytics/consent-console.schemas';
import { describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import type { TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, consoleSuite, signedInOperator } from '../operators/operators.test-helpers.ts';

const PATH = (tenant: string, identifier = '') =>
  `mandanten/${tenant}/einwilligungen${identifier ? `/${identifier}` : ''}`;

const personalisation = {
  Identifier: 'personalisierung',
  Required: false,
  Position: 5,
  de: {
    Title: 'Personalisierung',
    ShortDescription: 'Zeigt Ihnen passende Prämien.',
    LongDescription: 'Merkt sich, welche Prämien Sie angesehen haben.',
  },
  en: {
    Title: 'Personalisation',
    ShortDescription: 'Shows you matching rewards.',
    LongDescription: 'Remembers which rewards you looked at.',
  },
};

/**
 * The console's editor of a tenant's consent registry (issue 16, decision 027) through the real
 * routes: what it writes is what the portal serves at GET /einwilligungen on the next request.
 */
describe.each(databaseKinds())('console: a tenant’s consent registry on %s', (kind) => {
  let t: TestContext;
  let admin: string;
  consoleSuite(kind, ['admin'], (suite) => {
    ({ t, token: admin } = suite);
  });

  const portal = (tenant: string, lang: 'de' | 'en' = 'de', identifier = '') =>
    t.app.inject({
      url: `/api/v1/${tenant}/einwilligungen${identifier ? `/${identifier}` : ''}`,
      headers: { 'accept-language': lang },
    });
  const ids = async (tenant: string, lang: 'de' | 'en' = 'de') =>
    ((await portal(tenant, lang)).json() as { Identifier: string }[]).map((c) => c.Identifier);
  const auditOf = async (action: string, subject: string) =>
    (await t.app.services.audit.search({ action, subject }, { offset: 0, limit: 1 })).rows[0];

  it('lists the seeded registry with both languages’ texts', async () => {
    const res = await consoleApi(t, 'GET', PATH('fyrst'), { token: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { Tenant: string; Defaults: boolean; Categories: ConsoleConsentCategory[] };
    expect(body.Tenant).toBe('fyrst');
    expect(body.Defaults).toBe(false);
    expect(body.Categories.map((c) => c.Identifier)).toEqual([
      'required',
      'functional',
      'analytical',
      'marketing',
    ]);
    expect(body.Categories[2]).toMatchObject({
      Identifier: 'analytical',
      Required: false,
      Position: 3,
      de: { Title: 'Analyse' },
      en: { Title: 'Analytics' },
    });
  });

  it('adds a category the portal serves at once, in its place and both languages, and audits it', async () => {
    const added = await consoleApi(t, 'POST', PATH('partner'), { token: admin, body: personalisation });
    expectAnswer(added, 201).toEqual(personalisation);
    const served = await portal('partner');
    // The answer is never kept by the browser: the next page load reads the changed registry.
    expect(served.headers['cache-control']).toBe('no-store');
    expect(await ids('partner')).toEqual([
      'required',
      'functional',
      'analytical',
      'marketing',
      'personalisierung',
    ]);
    expect((await portal('partner', 'en', 'personalisierung')).json()).toMatchObject({
      Title: 'Personalisation',
      Required: false,
      Position: 5,
    });
    const entry = await auditOf('consent.category_created', 'partner');
    expect(entry?.details).toEqual({
      identifier: 'personalisierung',
      required: false,
      position: 5,
      languages: ['de', 'en'],
    });

    // The same identifier again is refused, nothing changes.
    const twice = await consoleApi(t, 'POST', PATH('partner'), { token: admin, body: personalisation });
    expectAnswer(twice, 409).toEqual({
      code: 'consent.already_registered',
      message: 'Eine Einwilligungskategorie mit dieser Kennung gibt es bei diesem Mandanten schon.',
    });
  });

  it('changes a category’s texts, flag and position; without English texts English visitors read the German', async () => {
    const changed = await consoleApi(t, 'PUT', PATH('partner', 'personalisierung'), {
      token: admin,
      body: {
        ...personalisation,
        Identifier: undefined,
        Position: 0,
        en: null,
        de: { ...personalisation.de, Title: 'Persönlich' },
      },
    });
    expectAnswer(changed, 200).toMatchObject({ Identifier: 'personalisierung', Position: 0, en: null });
    expect((await ids('partner'))[0]).toBe('personalisierung');
    expect((await portal('partner', 'en', 'personalisierung')).json()).toMatchObject({ Title: 'Persönlich' });
    expect((await ids('partner', 'en'))[0]).toBe('personalisierung');
    expect((await auditOf('consent.category_saved', 'partner'))?.details).toMatchObject({
      identifier: 'personalisierung',
      position: 0,
      languages: ['de'],
    });
    const unknown = await consoleApi(t, 'PUT', PATH('partner', 'gibtsnicht'), {
      token: admin,
      body: { de: personalisation.de },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('consent.unregistered');
  });

  it('deletes a category in both languages; the portal then answers it as unregistered (spec §8)', async () => {
    const res = await consoleApi(t, 'DELETE', PATH('partner', 'personalisierung'), { token: admin });
    expect(res.statusCode).toBe(204);
    expect(await ids('partner')).toEqual(['required', 'functional', 'analytical', 'marketing']);
    expect((await portal('partner', 'en', 'personalisierung')).json().code).toBe('consent.unregistered');
    expect((await auditOf('consent.category_deleted', 'partner'))?.details).toEqual({
      identifier: 'personalisierung',
    });
    const again = await consoleApi(t, 'DELETE', PATH('partner', 'personalisierung'), {
      token: admin,
      lang: 'en',
    });
    expectAnswer(again, 404).toEqual({
      code: 'consent.unregistered',
      message: 'This consent is not registered. Please register it in the consent registry first.',
    });
  });

  it('keeps the always-on category: neither deleted nor made optional', async () => {
    const del = await consoleApi(t, 'DELETE', PATH('partner', 'required'), { token: admin });
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe('consent.required_kept');
    const optional = await consoleApi(t, 'PUT', PATH('partner', 'required'), {
      token: admin,
      body: { Required: false, de: { Title: 'Notwendig', ShortDescription: 'x' } },
    });
    expect(optional.statusCode).toBe(409);
    const created = await consoleApi(t, 'POST', PATH('partner'), {
      token: admin,
      body: { ...personalisation, Identifier: 'required' },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().details.fields).toEqual([
      { path: 'body.Required', message: 'Die Kategorie „required“ ist immer notwendig.' },
    ]);
    expect(await ids('partner')).toContain('required');
  });

  it('marks no other category always on: the visitor is asked for every other', async () => {
    const created = await consoleApi(t, 'POST', PATH('partner'), {
      token: admin,
      body: { ...personalisation, Identifier: 'sicherheit', Required: true },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().details.fields).toEqual([
      {
        path: 'body.Required',
        message: 'Nur die Kategorie „required“ ist immer an; jede andere wird erfragt.',
      },
    ]);
    const changed = await consoleApi(t, 'PUT', PATH('partner', 'analytical'), {
      token: admin,
      body: { Required: true, de: { Title: 'Analyse', ShortDescription: 'x' } },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().code).toBe('consent.only_required_always_on');
  });

  it('refuses bad input with {code, message} and German messages at the fields', async () => {
    const res = await consoleApi(t, 'POST', PATH('partner'), {
      token: admin,
      body: {
        Identifier: 'Mit Leerzeichen|x',
        Position: 'erste',
        de: { Title: '', ShortDescription: 'x'.repeat(301) },
        en: { Title: 'T', ShortDescription: 'S', Extra: 1 },
      },
    });
    expectAnswer(res, 400).toMatchObject({ code: 'common.validation', message: expect.any(String) });
    const fields = Object.fromEntries(
      (res.json().details.fields as { path: string; message: string }[]).map((f) => [f.path, f.message]),
    );
    expect(fields).toEqual({
      'body.Identifier':
        'Kennung: ein Kleinbuchstabe am Anfang, dann Kleinbuchstaben, Ziffern, - oder _ (höchstens 40 Zeichen).',
      'body.Position': 'Position ist nicht gültig',
      'body.de.Title': 'Dies ist ein Pflichtfeld.',
      'body.de.ShortDescription': 'Bitte höchstens 300 Zeichen eingeben.',
      'body.en': 'Unbekanntes Feld: Extra',
    });
    expect(await ids('partner')).toEqual(['required', 'functional', 'analytical', 'marketing']);
  });

  it('keeps each tenant to its own registry, and stores the defaults before the first change of a tenant without', async () => {
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    await t.database.query('delete from consent_categories where tenant_id = $1', [telko.id]);
    const served = await consoleApi(t, 'GET', PATH('telko'), { token: admin });
    expect(served.json()).toMatchObject({ Defaults: true });
    expect(served.json().Categories).toHaveLength(4);

    const added = await consoleApi(t, 'POST', PATH('telko'), {
      token: admin,
      body: { ...personalisation, Identifier: 'nur-telko', en: null },
    });
    expect(added.statusCode).toBe(201);
    // Added to the four, not instead of them.
    expect(await ids('telko')).toEqual(['required', 'functional', 'analytical', 'marketing', 'nur-telko']);
    expect((await consoleApi(t, 'GET', PATH('telko'), { token: admin })).json().Defaults).toBe(false);
    // Another tenant knows nothing of it, and an operator cannot reach it through that tenant.
    expect((await portal('fyrst', 'de', 'nur-telko')).statusCode).toBe(404);
    expect((await consoleApi(t, 'DELETE', PATH('fyrst', 'nur-telko'), { token: admin })).statusCode).toBe(
      404,
    );
    expect(await ids('telko')).toContain('nur-telko');
    expect((await consoleApi(t, 'GET', PATH('niemand'), { token: admin })).statusCode).toBe(404);
  });

  it('lets support read but not write; without a session nothing', async () => {
    const { token } = await signedInOperator(t, ['support']);
    expect((await consoleApi(t, 'GET', PATH('fyrst'), { token })).statusCode).toBe(200);
    const post = await consoleApi(t, 'POST', PATH('fyrst'), { token, body: personalisation });
    expectAnswer(post, 403).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(
      (await consoleApi(t, 'PUT', PATH('fyrst', 'marketing'), { token, body: { de: personalisation.de } }))
        .statusCode,
    ).toBe(403);
    expect((await consoleApi(t, 'DELETE', PATH('fyrst', 'marketing'), { token })).statusCode).toBe(403);
    const { token: none } = await signedInOperator(t, []);
    expect((await consoleApi(t, 'GET', PATH('fyrst'), { token: none })).statusCode).toBe(403);
    expect((await consoleApi(t, 'GET', PATH('fyrst'))).statusCode).toBe(401);
    expect(await ids('fyrst')).not.toContain('personalisierung');
  });
});
