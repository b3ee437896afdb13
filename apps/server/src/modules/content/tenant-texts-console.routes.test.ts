import { PREVIEW_TOKEN_HEADER, type TenantEditor } from '@kwk/shared/operator/tenant-drafts.schemas';
import { describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import type { TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, consoleSuite, signedInOperator } from '../operators/operators.test-helpers.ts';
import { saveBody } from '../tenants/tenants.test-helpers.ts';

describe.each(databaseKinds())('console: a tenant’s texts on %s', (kind) => {
  let t: TestContext;
  let admin: string;
  consoleSuite(kind, ['admin'], (suite) => {
    ({ t, token: admin } = suite);
  });

  const editor = async (key: string) =>
    (await consoleApi(t, 'GET', `mandanten/${key}/entwurf`, { token: admin })).json() as TenantEditor;
  const act = (key: string, what: string, body?: unknown) =>
    consoleApi(t, 'POST', `mandanten/${key}/${what}`, { token: admin, body });
  const served = async (key: string, lang: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1/${key}/content/getlanguagecontent/${lang}`, headers });
  const audited = async (action: string, subject: string) =>
    (await t.app.services.audit.search({ action, subject }, { offset: 0, limit: 1 })).rows[0]?.details;

  it('saves the texts of a language into the tenant’s draft: live unchanged, audited by key', async () => {
    const read = await consoleApi(t, 'GET', 'mandanten/telko/texte/en', { token: admin });
    expect(read.statusCode).toBe(200);
    expect(read.json().Entwurf).toBe(false);
    const texts = read.json().Texts as Record<string, string>;
    expect(texts['home.claim']).toBe('Recommending pays: a reward for every successful recommendation.');
    const { 'home.intro': _removed, ...rest } = texts;
    const body = { Texts: { ...rest, 'home.claim': 'Recommend Telko.', 'footer.text': 'Telko footer.' } };
    const saved = await consoleApi(t, 'PUT', 'mandanten/telko/texte/en', { token: admin, body });
    expectAnswer(saved, 200).toEqual({ Texts: body.Texts, Entwurf: true });
    // The public still reads the live texts; the editor's draft carries the new ones.
    expect(JSON.stringify((await served('telko', 'en')).json())).not.toContain('Recommend Telko.');
    const draft = await editor('telko');
    // The draft holds what changes, key by key (null: removed).
    expect(draft.Entwurf?.Texte).toEqual({
      en: { 'footer.text': 'Telko footer.', 'home.claim': 'Recommend Telko.', 'home.intro': null },
    });
    expect(draft.Texte.en['home.claim']).toBe(texts['home.claim']);
    expect(draft.Entwurf?.Brand).toEqual(draft.Brand);
    expect(await audited('tenant.texts_updated', 'telko')).toEqual({
      language: 'en',
      draft: true,
      changedKeys: ['footer.text', 'home.claim', 'home.intro'],
    });

    // Saving the live texts again takes the language out of the draft.
    await consoleApi(t, 'PUT', 'mandanten/telko/texte/en', { token: admin, body: { Texts: texts } });
    expect((await editor('telko')).Entwurf?.Texte).toBeNull();
    await act('telko', 'entwurf/verwerfen', { Version: draft.Version });
  });

  it('a preview token shows the drafted texts, uncached; without it, or with another tenant’s, not', async () => {
    const live = (await served('telko', 'de')).json() as Record<string, string>;
    const body = { Texts: { ...live, 'home.claim': 'Telko Vorschau-Claim' } };
    await consoleApi(t, 'PUT', 'mandanten/telko/texte/de', { token: admin, body });
    const minted = await act('telko', 'vorschau');
    const token = new URL(minted.json().Url as string).hash.replace('#vorschau=', '');

    const preview = await served('telko', 'de', { [PREVIEW_TOKEN_HEADER]: token });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()['home.claim']).toBe('Telko Vorschau-Claim');
    expect(preview.headers['cache-control']).toBe('no-store');
    // A language not drafted shows its live texts in the preview.
    const english = await served('telko', 'en', { [PREVIEW_TOKEN_HEADER]: token });
    expect(english.json()).toEqual((await served('telko', 'en')).json());
    expect((await served('telko', 'de')).json()['home.claim']).toBe(live['home.claim']);
    const wrong = await served('fyrst', 'de', { [PREVIEW_TOKEN_HEADER]: token });
    expect([wrong.statusCode, wrong.json().code]).toEqual([403, 'tenants.preview_invalid']);
    await act('telko', 'entwurf/verwerfen', { Version: (await editor('telko')).Version });
    expect(await audited('tenant.draft_discarded', 'telko')).toBeDefined();
    expect((await served('telko', 'de', { [PREVIEW_TOKEN_HEADER]: token })).json()['home.claim']).toBe(
      live['home.claim'],
    );
  });

  it('publishes the texts with the configuration, audited by key, and rolls both back', async () => {
    const before = await editor('fyrst');
    const body = { Texts: { ...before.Texte.de, 'footer.text': 'Fyrst Fußzeile neu' } };
    await consoleApi(t, 'PUT', 'mandanten/fyrst/texte/de', { token: admin, body });
    const config = saveBody(before);
    config.Brand.Name = 'Fyrst Neu';
    // A configuration save keeps the drafted texts: one draft, one publish.
    await consoleApi(t, 'PUT', 'mandanten/fyrst/entwurf', { token: admin, body: config });
    expect((await editor('fyrst')).Entwurf?.Texte).toEqual({ de: { 'footer.text': 'Fyrst Fußzeile neu' } });
    // A text another console writes live meanwhile (a campaign's English) is not undone by the publish.
    const tenantId = (await t.app.services.tenants.byKey('fyrst'))!.id;
    await t.database.query(
      "insert into tenant_texts (tenant_id, language, key, value) values ($1, 'de', 'campaigns.a99.title', 'Live')",
      [tenantId],
    );

    const published = await act('fyrst', 'entwurf/veroeffentlichen', { Version: before.Version });
    expectAnswer(published, 200).toMatchObject({ Entwurf: null, Brand: { Name: 'Fyrst Neu' } });
    expect((await served('fyrst', 'de')).json()).toMatchObject({
      'footer.text': 'Fyrst Fußzeile neu',
      'campaigns.a99.title': 'Live',
    });
    expect(await audited('tenant.published', 'fyrst')).toMatchObject({
      texts: { de: ['footer.text'] },
      changes: [{ path: 'Brand.Name' }],
    });

    const rolled = await act('fyrst', 'zurueckrollen', { Version: before.Version + 1 });
    expect(rolled.statusCode).toBe(200);
    expect((await served('fyrst', 'de')).json()).toEqual({
      ...before.Texte.de,
      'campaigns.a99.title': 'Live',
    });
    expect(await audited('tenant.rolled_back', 'fyrst')).toMatchObject({ texts: { de: ['footer.text'] } });
    expect(rolled.json().Brand.Name).toBe(before.Brand.Name);
  });

  it('a configuration saved live by the API keeps no texts: its rollback leaves the texts alone', async () => {
    const before = await editor('partner');
    const config = saveBody(before);
    config.Brand.Name = 'Partner Direkt';
    expect((await consoleApi(t, 'PUT', 'mandanten/partner', { token: admin, body: config })).statusCode).toBe(
      200,
    );
    const body = { Texts: { ...before.Texte.en, 'footer.text': 'Partner only drafted' } };
    await consoleApi(t, 'PUT', 'mandanten/partner/texte/en', { token: admin, body });
    const rolled = await act('partner', 'zurueckrollen', { Version: before.Version + 1 });
    expect(rolled.statusCode).toBe(200);
    expect((await served('partner', 'en')).json()).toEqual(before.Texte.en);
    // The open draft stays a draft.
    expect((await editor('partner')).Entwurf?.Texte).toEqual({
      en: { 'footer.text': 'Partner only drafted' },
    });
  });

  it('refuses a bad key or a text that is not a string, with the field', async () => {
    const res = await consoleApi(t, 'PUT', 'mandanten/telko/texte/de', {
      token: admin,
      body: { Texts: { 'home claim': 'x', 'home.intro': 5 } },
    });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().details.fields as { path: string }[]).map((f) => f.path);
    expect(paths).toContain('body.Texts.home.intro');
    expect(paths.some((p) => p.startsWith('body.Texts'))).toBe(true);
  });

  it('lets support read the texts but not save them', async () => {
    const { token } = await signedInOperator(t, ['support']);
    expect((await consoleApi(t, 'GET', 'mandanten/telko/texte/de', { token })).statusCode).toBe(200);
    const res = await consoleApi(t, 'PUT', 'mandanten/telko/texte/de', { token, body: { Texts: {} } });
    expect(res.statusCode).toBe(403);
  });
});
