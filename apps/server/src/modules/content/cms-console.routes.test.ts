import type { ConsoleKeyVisual, KeyVisual } from '@kwk/shared/content/cms.schemas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import type { TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import {
  CONSOLE_HOST,
  consoleApi,
  consoleSuite,
  signedInOperator,
} from '../operators/operators.test-helpers.ts';

const ALT = { altDe: 'Rotes Bild', altEn: 'Red image' };

const upload = (
  t: TestContext,
  token: string,
  bytes: Buffer,
  type: string,
  lang: 'de' | 'en' = 'de',
  query: Record<string, string | number> = ALT,
) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/betrieb/v1/mandanten/partner/cms/keyvisual/bild',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: {
      host: `${CONSOLE_HOST}:3000`,
      authorization: `Bearer ${token}`,
      'content-type': type,
      'accept-language': lang,
    },
    payload: bytes,
  });

/** Publishes the tenant's content draft as the console does (decision 072): its `Stand`, then publish. */
const publish = async (t: TestContext, token: string) => {
  const draft = await consoleApi(t, 'GET', 'mandanten/partner/cms/entwurf', { token });
  const res = await consoleApi(t, 'POST', 'mandanten/partner/cms/entwurf/veroeffentlichen', {
    token,
    body: { Stand: draft.json().Stand },
  });
  expect(res.statusCode).toBe(200);
};

const auditOf = async (t: TestContext, action: string) =>
  (await t.app.services.audit.search({ action, subject: 'partner' }, { offset: 0, limit: 1 })).rows[0];

describe.each(databaseKinds())('console: a tenant’s CMS content on %s', (kind) => {
  let t: TestContext;
  let admin: string;
  consoleSuite(kind, ['admin'], (suite) => {
    ({ t, token: admin } = suite);
  });

  it('saves a block as a draft, shows it on the portal once published (cache dropped) and audits ids, not texts', async () => {
    // Read first, so the portal's answer is cached: the save must drop it.
    const before = await t.app.inject({ url: '/api/v1/partner/cms/bloecke/hero' });
    expect(before.json().Title).toBe('Empfehlen Sie Ihren Berater weiter');
    const saved = await consoleApi(t, 'PUT', 'mandanten/partner/cms/de/bloecke/hero', {
      token: admin,
      body: { Title: 'Neuer Titel', Body: 'Empfehlen Sie {client}.' },
    });
    expectAnswer(saved, 200).toEqual({
      Id: 'hero',
      Title: 'Neuer Titel',
      Body: 'Empfehlen Sie {client}.',
      Language: 'de',
    });
    await publish(t, admin);
    expect((await t.app.inject({ url: '/api/v1/partner/cms/bloecke/hero' })).json().Title).toBe(
      'Neuer Titel',
    );
    expect((await auditOf(t, 'content.block_saved'))?.details).toEqual({ language: 'de', id: 'hero' });

    const created = await consoleApi(t, 'PUT', 'mandanten/partner/cms/en/bloecke/extra', {
      token: admin,
      body: { Title: 'Extra', Body: 'More.' },
    });
    expect(created.statusCode).toBe(200);
    const list = await consoleApi(t, 'GET', 'mandanten/partner/cms/en/bloecke', { token: admin });
    expect(list.json().Blocks.map((b: { Id: string }) => b.Id)).toContain('extra');
    await publish(t, admin);
    expect((await t.app.inject({ url: '/api/v1/partner/cms/bloecke/extra?lang=en' })).statusCode).toBe(200);
    expect(
      (await consoleApi(t, 'DELETE', 'mandanten/partner/cms/en/bloecke/extra', { token: admin })).statusCode,
    ).toBe(204);
    await publish(t, admin);
    expect((await t.app.inject({ url: '/api/v1/partner/cms/bloecke/extra?lang=en' })).statusCode).toBe(404);
    const again = await consoleApi(t, 'DELETE', 'mandanten/partner/cms/en/bloecke/extra', {
      token: admin,
      lang: 'en',
    });
    expectAnswer(again, 404).toEqual({
      code: 'content.block_not_found',
      message: 'There is no such content block.',
    });
  });

  it('adds, changes and deletes a FAQ; the portal lists it in its place', async () => {
    const added = await consoleApi(t, 'POST', 'mandanten/partner/cms/de/faqs', {
      token: admin,
      body: { Question: 'Gibt es eine Frist?', Answer: 'Ja, 60 Tage.', Group: 'Empfehlen', Position: 0 },
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().Id as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await publish(t, admin);
    let faqs = (await t.app.inject({ url: '/api/v1/partner/cms/faqs' })).json() as { Id: string }[];
    expect(faqs[0]?.Id).toBe(id);
    const changed = await consoleApi(t, 'PUT', `mandanten/partner/cms/de/faqs/${id}`, {
      token: admin,
      body: {
        Question: 'Gibt es eine Frist?',
        Answer: 'Ja, 60 Tage ab dem Teilen.',
        Group: 'Empfehlen',
        Position: 9,
      },
    });
    expect(changed.json()).toMatchObject({ Id: id, Answer: 'Ja, 60 Tage ab dem Teilen.', Position: 9 });
    await publish(t, admin);
    expect((await t.app.inject({ url: `/api/v1/partner/cms/faqs/${id}` })).json().Position).toBe(9);
    expect(
      (await consoleApi(t, 'DELETE', `mandanten/partner/cms/de/faqs/${id}`, { token: admin })).statusCode,
    ).toBe(204);
    await publish(t, admin);
    faqs = (await t.app.inject({ url: '/api/v1/partner/cms/faqs' })).json() as { Id: string }[];
    expect(faqs.map((f) => f.Id)).not.toContain(id);
  });

  it('refuses a bad FAQ or footnote with the fields, in the operator’s language', async () => {
    const res = await consoleApi(t, 'POST', 'mandanten/partner/cms/de/faqs', {
      token: admin,
      lang: 'en',
      body: { Question: '', Answer: 'x'.repeat(10_001), Position: 'first' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.fields as { path: string; message: string }[];
    expect(fields.map((f) => f.path).sort()).toEqual(['body.Answer', 'body.Position', 'body.Question']);
    expect(fields.find((f) => f.path === 'body.Answer')?.message).toBe(
      'Please enter at most 10000 characters.',
    );
    const note = await consoleApi(t, 'POST', 'mandanten/partner/cms/de/fussnoten', {
      token: admin,
      body: { Identifier: 'mit leerzeichen', Titel: 'T', Inhalt: 'I' },
    });
    expect(note.statusCode).toBe(400);
    expect(note.json().details.fields).toEqual([
      { path: 'body.Identifier', message: 'Identifier ist nicht gültig' },
    ]);
  });

  it('adds a footnote the portal answers by its Identifier', async () => {
    const added = await consoleApi(t, 'POST', 'mandanten/partner/cms/en/fussnoten', {
      token: admin,
      body: { Identifier: 'bonus', Titel: 'Bonus', Gruppe: 'Start page', Inhalt: 'Paid with the reward.' },
    });
    expect(added.statusCode).toBe(201);
    await publish(t, admin);
    const res = await t.app.inject({ url: '/api/v1/partner/cms/fussnoten?identifier=bonus&lang=en' });
    expect(res.json()).toEqual([{ ...added.json(), Language: 'en' }]);
    // Only the tenant's own: another tenant has no such footnote.
    expect(
      (await t.app.inject({ url: '/api/v1/telko/cms/fussnoten?identifier=bonus&lang=en' })).json(),
    ).toEqual([]);
  });

  it('replaces a variable set per language, shows it once published and audits the changed names', async () => {
    // Read first, so both languages' answers are cached: each save must drop them.
    const cachedEn = await t.app.inject({ url: '/api/v1/partner/content/variables/?lang=en' });
    expect(cachedEn.json()).toEqual([{ Name: 'Ansprechpartner', Value: 'your advisor' }]);
    const res = await consoleApi(t, 'PUT', 'mandanten/partner/cms/de/variablen/default', {
      token: admin,
      body: { Variables: [{ Name: 'PraemieBeratung', Value: '40 €' }] },
    });
    expectAnswer(res, 200).toEqual({ Variables: [{ Name: 'PraemieBeratung', Value: '40 €' }] });
    await publish(t, admin);
    expect((await t.app.inject({ url: '/api/v1/partner/content/variables/' })).json()).toEqual([
      { Name: 'PraemieBeratung', Value: '40 €' },
    ]);
    // The English set kept its own value; the new name has none in English, so the German shows.
    expect((await t.app.inject({ url: '/api/v1/partner/content/variables/?lang=en' })).json()).toEqual([
      { Name: 'Ansprechpartner', Value: 'your advisor' },
      { Name: 'PraemieBeratung', Value: '40 €' },
    ]);
    const details = (await auditOf(t, 'content.variables_saved'))?.details as {
      changedNames: string[];
      language: string;
    };
    expect(details).toMatchObject({ set: 'default', language: 'de' });
    expect(details.changedNames).toContain('PraemieBeratung');

    const en = await consoleApi(t, 'PUT', 'mandanten/partner/cms/en/variablen/default', {
      token: admin,
      body: { Variables: [{ Name: 'PraemieBeratung', Value: '€40' }] },
    });
    expect(en.json()).toEqual({ Variables: [{ Name: 'PraemieBeratung', Value: '€40' }] });
    await publish(t, admin);
    expect((await t.app.inject({ url: '/api/v1/partner/content/variables/?lang=en' })).json()).toEqual([
      { Name: 'PraemieBeratung', Value: '€40' },
    ]);
    // The console shows a language's own rows: the German set is untouched by the English save.
    const german = await consoleApi(t, 'GET', 'mandanten/partner/cms/de/variablen/default', { token: admin });
    expect(german.json()).toEqual({ Variables: [{ Name: 'PraemieBeratung', Value: '40 €' }] });
    expect((await auditOf(t, 'content.variables_saved'))?.details).toMatchObject({ language: 'en' });
  });

  it('uploads a key visual, resized by sharp to four breakpoints in webp and jpeg, with new URLs', async () => {
    const old = (await t.app.inject({ url: '/api/v1/partner/cms/keyvisual/start' })).json() as KeyVisual;
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#c03030' } })
      .png()
      .toBuffer();
    const res = await upload(t, admin, png, 'image/png');
    expect(res.statusCode).toBe(200);
    const visual = res.json() as ConsoleKeyVisual;
    expect([visual.OriginalWidth, visual.OriginalHeight]).toEqual([2000, 1000]);
    // The new picture's own alt texts replace the old one's; no focal point given: the centre.
    expect(visual.Alt).toEqual({ de: 'Rotes Bild', en: 'Red image' });
    expect(visual.Focus).toEqual({ X: 50, Y: 50 });
    await publish(t, admin);
    const served = (await t.app.inject({ url: '/api/v1/partner/cms/keyvisual/start' })).json() as KeyVisual;
    expect(served.Sources.xl.Webp).not.toBe(old.Sources.xl.Webp);
    for (const bp of ['xl', 'lg', 'md', 'sm'] as const) {
      const s = served.Sources[bp];
      for (const [url, format] of [
        [s.Webp, 'webp'],
        [s.Jpeg, 'jpeg'],
      ] as const) {
        const image = await t.app.inject({ url });
        expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(image.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([format, s.Width, s.Height]);
      }
    }
    // The old variants stay: a page cached before the upload may still ask for them.
    expect((await t.app.inject({ url: old.Sources.xl.Webp })).statusCode).toBe(200);
    expect((await auditOf(t, 'content.keyvisual_uploaded'))?.details).toMatchObject({
      width: 2000,
      height: 1000,
    });

    const alt = await consoleApi(t, 'PUT', 'mandanten/partner/cms/keyvisual/alt', {
      token: admin,
      body: { Alt: { de: 'Rotes Bild mit Rand', en: 'Red image with a border' } },
    });
    expect(alt.statusCode).toBe(200);
    await publish(t, admin);
    expect((await t.app.inject({ url: '/api/v1/partner/cms/keyvisual/start?lang=en' })).json().Alt).toBe(
      'Red image with a border',
    );
  });

  it('cuts every breakpoint around the focal point: a banner’s text at one side stays in the picture', async () => {
    // Left half red, right half blue, six times as wide as high: the phone's 16:9 cut sees one side only.
    const half = { width: 1440, height: 480, channels: 3 } as const;
    const red = await sharp({ create: { ...half, background: '#ff0000' } })
      .png()
      .toBuffer();
    const banner = await sharp({ create: { ...half, width: 2880, background: '#0000ff' } })
      .composite([{ input: red, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const phoneColour = async (focusX: number) => {
      const res = await upload(t, admin, banner, 'image/png', 'de', { ...ALT, focusX, focusY: 50 });
      expect(res.statusCode).toBe(200);
      const visual = res.json() as ConsoleKeyVisual;
      expect(visual.Focus).toEqual({ X: focusX, Y: 50 });
      const jpeg = (await t.app.inject({ url: visual.Sources.sm.Jpeg })).rawPayload;
      const { data } = await sharp(jpeg).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
      return [...data];
    };
    const [leftRed, , leftBlue] = await phoneColour(0);
    expect(leftRed).toBeGreaterThan(200);
    expect(leftBlue).toBeLessThan(50);
    const [rightRed, , rightBlue] = await phoneColour(100);
    expect(rightRed).toBeLessThan(50);
    expect(rightBlue).toBeGreaterThan(200);
    expect((await auditOf(t, 'content.keyvisual_uploaded'))?.details).toMatchObject({
      focus: { X: 100, Y: 50 },
    });
  });

  it('requires both alt texts with every upload, at the field, and stores nothing without them', async () => {
    const before = (await t.app.inject({ url: '/api/v1/partner/cms/keyvisual/start' })).json() as KeyVisual;
    const png = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#30c030' } })
      .png()
      .toBuffer();
    const res = await upload(t, admin, png, 'image/png', 'en', { altDe: ' ', focusX: 101 });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().details.fields as { path: string; message: string }[]).map((f) => f.path);
    expect(fields).toEqual(
      expect.arrayContaining(['querystring.altDe', 'querystring.altEn', 'querystring.focusX']),
    );
    expect(
      res.json().details.fields.find((f: { path: string }) => f.path === 'querystring.altEn').message,
    ).toBe('This field is required.');
    const after = (await t.app.inject({ url: '/api/v1/partner/cms/keyvisual/start' })).json() as KeyVisual;
    expect(after.Sources.xl.Webp).toBe(before.Sources.xl.Webp);
  });

  it('refuses a broken, too small or too large image with a clear 400, and a text body too', async () => {
    const broken = await upload(t, admin, Buffer.from('not an image at all'), 'image/jpeg');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('content.image_invalid');
    expect(broken.json().message).toContain('1440 × 480');
    const small = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const tooSmall = await upload(t, admin, small, 'image/jpeg', 'en');
    expect(tooSmall.json()).toEqual({
      code: 'content.image_invalid',
      message: 'The image cannot be used: please upload a JPEG, PNG or WebP file at least 1440 × 480 pixels.',
    });
    const svgAsPng = await upload(
      t,
      admin,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="900"/>'),
      'image/png',
    );
    expect(svgAsPng.json().code).toBe('content.image_invalid');
    const big = await upload(t, admin, Buffer.alloc(10 * 1024 * 1024 + 10, 1), 'image/jpeg');
    expect(big.statusCode).toBe(400);
    expect(big.json().code).toBe('content.image_too_large');
    // A body that is no image type at all is refused the same way, not a 500.
    const text = await upload(t, admin, Buffer.from('hello'), 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('content.image_invalid');
  });

  it('lets support read but not write; an unknown tenant is 404', async () => {
    const { token } = await signedInOperator(t, ['support']);
    expect((await consoleApi(t, 'GET', 'mandanten/partner/cms/de/faqs', { token })).statusCode).toBe(200);
    expect((await consoleApi(t, 'GET', 'mandanten/partner/cms/keyvisual', { token })).statusCode).toBe(200);
    const write = await consoleApi(t, 'PUT', 'mandanten/partner/cms/de/bloecke/hero', {
      token,
      body: { Title: 'x', Body: 'y' },
    });
    expect(write.statusCode).toBe(403);
    expect((await upload(t, token, Buffer.from('x'), 'image/png')).statusCode).toBe(403);
    expect((await consoleApi(t, 'POST', 'mandanten/partner/cms/cache-leeren', { token })).statusCode).toBe(
      403,
    );
    const unknown = await consoleApi(t, 'GET', 'mandanten/nope/cms/de/bloecke', { token: admin });
    expect(unknown.statusCode).toBe(404);
    const source = await consoleApi(t, 'GET', 'mandanten/partner/cms/quelle', { token: admin });
    expect(source.json()).toEqual({ Source: 'embedded', AppName: 'partner', Url: null, EditsShown: true });
  });
});
