import type { ContentDraft } from '@kwk/shared/content/content-drafts.schemas';
import { PREVIEW_TOKEN_HEADER } from '@kwk/shared/operator/tenant-preview';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import type { TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import {
  adminAndSupportSuite,
  CONSOLE_HOST,
  consoleApi,
  type SignedInOperator,
} from '../operators/operators.test-helpers.ts';

describe.each(databaseKinds())('console: content drafts, preview, publish, roll back on %s', (kind) => {
  let t: TestContext;
  let ada: SignedInOperator;
  let support: SignedInOperator;
  adminAndSupportSuite(kind, (suite) => {
    ({ t, ada, support } = suite);
  });

  const draft = async (key = 'partner') =>
    (await consoleApi(t, 'GET', `mandanten/${key}/cms/entwurf`, { token: ada.token })).json() as ContentDraft;
  const act = (
    what: 'entwurf/veroeffentlichen' | 'entwurf/verwerfen' | 'zurueckrollen',
    body?: object,
    by = ada,
  ) => consoleApi(t, 'POST', `mandanten/partner/cms/${what}`, { token: by.token, body });
  const saveHero = (title: string, by = ada) =>
    consoleApi(t, 'PUT', 'mandanten/partner/cms/de/bloecke/hero', {
      token: by.token,
      body: { Title: title, Body: 'Empfehlen Sie {client}.' },
    });
  const portal = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1/partner/${path}`, headers });
  const previewToken = async (key = 'partner', by = ada) => {
    const minted = await consoleApi(t, 'POST', `mandanten/${key}/vorschau`, { token: by.token });
    expect(minted.statusCode).toBe(201);
    return new URL(minted.json().Url).hash.replace('#vorschau=', '');
  };
  const audited = (action: string) =>
    t.database.query<{ actor_id: string; details: Record<string, unknown> }>(
      "select actor_id, details from audit_log where action = $1 and subject = 'partner' order by seq",
      [action],
    );

  it('keeps a saved edit out of the live content, shows it to a preview token (no-store), publishes and rolls it back, audited', async () => {
    const liveTitle = (await portal('cms/bloecke/hero')).json().Title as string;
    t.clock.advance(1000);
    expect((await saveHero('Entwurfstitel')).statusCode).toBe(200);
    const faq = await consoleApi(t, 'POST', 'mandanten/partner/cms/de/faqs', {
      token: ada.token,
      body: { Question: 'Neu im Entwurf?', Answer: 'Ja.', Group: '', Position: 0 },
    });
    const faqId = faq.json().Id as string;
    await consoleApi(t, 'PUT', 'mandanten/partner/cms/de/variablen/default', {
      token: ada.token,
      body: { Variables: [{ Name: 'Servicezeit', Value: 'rund um die Uhr' }] },
    });

    // Live: nothing changed, neither the API nor the page's start content.
    expect((await portal('cms/bloecke/hero')).json().Title).toBe(liveTitle);
    expect((await portal('cms/faqs')).json().map((f: { Id: string }) => f.Id)).not.toContain(faqId);
    expect((await portal('content/variables/')).json()).not.toContainEqual({
      Name: 'Servicezeit',
      Value: 'rund um die Uhr',
    });
    expect(
      (await portal('cms/startseite')).json().Blocks.find((b: { Id: string }) => b.Id === 'hero').Title,
    ).toBe(liveTitle);

    // The console shows the draft, entry by entry against the live values.
    const open = await draft();
    expect(open.Stand).not.toBeNull();
    expect(open.Eintraege).toContainEqual({
      Art: 'block',
      Sprache: 'de',
      Id: 'hero',
      Veroeffentlicht: expect.objectContaining({ Title: liveTitle }),
      Entwurf: { Title: 'Entwurfstitel', Body: 'Empfehlen Sie {client}.' },
    });
    expect(open.Eintraege.find((e) => e.Id === faqId)).toMatchObject({ Art: 'faq', Veroeffentlicht: null });
    const list = await consoleApi(t, 'GET', 'mandanten/partner/cms/de/bloecke', { token: ada.token });
    expect(list.json().Blocks.find((b: { Id: string }) => b.Id === 'hero').Title).toBe('Entwurfstitel');

    // The preview: the draft, never stored by a cache.
    const token = await previewToken();
    const withToken = { [PREVIEW_TOKEN_HEADER]: token };
    const hero = await portal('cms/bloecke/hero', withToken);
    expect(hero.json().Title).toBe('Entwurfstitel');
    expect(hero.headers['cache-control']).toBe('no-store');
    const start = await portal('cms/startseite', withToken);
    expect(start.headers['cache-control']).toBe('no-store');
    expect(start.json().Blocks.find((b: { Id: string }) => b.Id === 'hero').Title).toBe('Entwurfstitel');
    expect(start.json().Variables).toContainEqual({ Name: 'Servicezeit', Value: 'rund um die Uhr' });
    expect((await portal('cms/faqs', withToken)).json().map((f: { Id: string }) => f.Id)).toContain(faqId);
    expect((await portal('content/variables/', withToken)).json()).toContainEqual({
      Name: 'Servicezeit',
      Value: 'rund um die Uhr',
    });
    // …and the same read without the token is still the live one (the preview did not fill the cache).
    expect((await portal('cms/bloecke/hero')).json().Title).toBe(liveTitle);

    // Publish: live at once, the draft gone, a rollback offered; audited with the entries, not the texts.
    const published = await act('entwurf/veroeffentlichen', { Stand: open.Stand });
    expectAnswer(published, 200).toMatchObject({
      Eintraege: [],
      Stand: null,
      Zurueckrollen: expect.any(Object),
    });
    expect((await portal('cms/bloecke/hero')).json().Title).toBe('Entwurfstitel');
    expect((await portal('cms/faqs')).json().map((f: { Id: string }) => f.Id)).toContain(faqId);
    const [publishAudit] = await audited('content.published');
    expect(publishAudit?.actor_id).toBe(ada.operator.id);
    expect(publishAudit?.details.entries).toContainEqual({ kind: 'block', language: 'de', id: 'hero' });
    expect(JSON.stringify(publishAudit?.details)).not.toContain('Entwurfstitel');

    // Rollback: what the publish replaced is live again, the new FAQ gone.
    const rolled = await act('zurueckrollen');
    expect(rolled.statusCode).toBe(200);
    expect(rolled.json().Zurueckrollen).toBeNull();
    expect((await portal('cms/bloecke/hero')).json().Title).toBe(liveTitle);
    expect((await portal('cms/faqs')).json().map((f: { Id: string }) => f.Id)).not.toContain(faqId);
    expect((await portal('content/variables/')).json()).not.toContainEqual({
      Name: 'Servicezeit',
      Value: 'rund um die Uhr',
    });
    expect(await audited('content.rolled_back')).toHaveLength(1);
    const nothing = await act('zurueckrollen');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().code).toBe('content.nothing_to_roll_back');
  });

  it('discards a draft (audited); a stale or missing draft is 409; saving the live value again leaves no draft', async () => {
    t.clock.advance(1000);
    await saveHero('Verworfen');
    const first = (await draft()).Stand;
    t.clock.advance(1000);
    await saveHero('Verworfen, zweiter Stand');
    const stale = await act('entwurf/veroeffentlichen', { Stand: first });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('content.draft_changed');
    const discarded = await act('entwurf/verwerfen', { Stand: (await draft()).Stand });
    expectAnswer(discarded, 200).toMatchObject({ Eintraege: [], Stand: null });
    expect(await audited('content.draft_discarded')).toHaveLength(1);
    expect((await act('entwurf/verwerfen', { Stand: first })).json().code).toBe('content.no_draft');

    // Back to the live text: nothing left to publish.
    const live = (await portal('cms/bloecke/hero')).json();
    await saveHero('Anders');
    await consoleApi(t, 'PUT', 'mandanten/partner/cms/de/bloecke/hero', {
      token: ada.token,
      body: { Title: live.Title, Body: live.Body },
    });
    expect((await draft()).Eintraege).toEqual([]);
  });

  it('drafts a key visual: its images stored, the live one unchanged until published', async () => {
    const before = (await portal('cms/keyvisual/start')).json();
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#2060c0' } })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/betrieb/v1/mandanten/partner/cms/keyvisual/bild',
      query: { altDe: 'Blaues Bild', altEn: 'Blue image' },
      headers: {
        host: `${CONSOLE_HOST}:3000`,
        authorization: `Bearer ${ada.token}`,
        'content-type': 'image/png',
      },
      payload: png,
    });
    expect(res.statusCode).toBe(200);
    expect((await portal('cms/keyvisual/start')).json().Sources.xl.Webp).toBe(before.Sources.xl.Webp);
    const preview = await portal('cms/keyvisual/start', { [PREVIEW_TOKEN_HEADER]: await previewToken() });
    expect(preview.json().Alt).toBe('Blaues Bild');
    expect(preview.json().Sources.xl.Webp).toBe(res.json().Sources.xl.Webp);
    expect((await t.app.inject({ url: preview.json().Sources.xl.Webp })).statusCode).toBe(200);
    const entry = (await draft()).Eintraege.find((e) => e.Art === 'keyvisual');
    expect(entry?.Entwurf).toMatchObject({ AltDe: 'Blaues Bild', OriginalWidth: 2000 });
    await act('entwurf/veroeffentlichen', { Stand: (await draft()).Stand });
    expect((await portal('cms/keyvisual/start')).json().Sources.xl.Webp).toBe(res.json().Sources.xl.Webp);
  });

  it('lets support read the draft and mint a preview, not save, publish, discard or roll back', async () => {
    expect(
      (await consoleApi(t, 'GET', 'mandanten/partner/cms/entwurf', { token: support.token })).statusCode,
    ).toBe(200);
    await previewToken('partner', support);
    expect((await saveHero('Nein', support)).statusCode).toBe(403);
    for (const what of ['entwurf/veroeffentlichen', 'entwurf/verwerfen'] as const)
      expect((await act(what, { Stand: 'x' }, support)).statusCode).toBe(403);
    expect((await act('zurueckrollen', undefined, support)).statusCode).toBe(403);
    expect((await consoleApi(t, 'GET', 'mandanten/partner/cms/entwurf')).statusCode).toBe(401);
  });
  it('refuses another tenant’s, a guessed or an expired token with 403, never the live content silently', async () => {
    const telko = await previewToken('telko');
    const other = await portal('cms/bloecke/hero', { [PREVIEW_TOKEN_HEADER]: telko });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('tenants.preview_invalid');
    const guessed = await portal('content/variables/', { [PREVIEW_TOKEN_HEADER]: 'x'.repeat(43) });
    expect(guessed.statusCode).toBe(403);
    const token = await previewToken();
    t.clock.advance(16 * 60_000);
    expect((await portal('cms/startseite', { [PREVIEW_TOKEN_HEADER]: token })).statusCode).toBe(403);
  });
});
