import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BootData } from '@kwk/shared/content/boot-data';
import type { StartContent } from '@kwk/shared/content/cms.schemas';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';

const block = (html: string, id: string) =>
  JSON.parse(
    new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html)?.[1] ?? 'null',
  );

describe.each(databaseKinds())('the page carries what the start page needs, on %s', (kind) => {
  let t: TestContext;
  let dist: string;
  let admin: string;
  const page = async (url = '/') =>
    (await t.app.inject({ url, headers: { host: 'telko.localhost:3000' } })).body;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'kwk-boot-'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<html lang="de"><head><meta name="description" content="" /><title>x</title><!--kwk-config-->' +
        '<script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp(kind, { WEB_DIST: dist });
    admin = (await signedInOperator(t, ['admin'])).token;
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('the configuration, texts and start content, each as the API answers them', async () => {
    const html = await page();
    const api = async (url: string) => (await t.app.inject({ url })).json();
    expect(block(html, 'kwk-mandant')).toEqual(await api('/api/v1/telko/mandant/telko'));
    const boot = block(html, 'kwk-boot') as BootData;
    expect(boot.Language).toBe('de');
    expect(boot.Texts).toEqual(await api('/api/v1/telko/content/getlanguagecontent/de'));
    expect(boot.Start).toEqual(await api('/api/v1/telko/cms/startseite?lang=de'));
    expect(boot.Start?.Blocks.map((b) => b.Id).sort()).toEqual([
      'hero',
      'offer',
      'step-1',
      'step-2',
      'step-3',
    ]);
  });

  it('on the start page, preloads the CMS key visual per breakpoint and writes its first screen', async () => {
    const html = await page();
    const start = (block(html, 'kwk-boot') as BootData).Start as StartContent;
    const sm = start.KeyVisual?.Sources.sm.Webp;
    expect(sm).toMatch(/^\/api\/v1\/telko\/cms\/bilder\/[0-9a-f]{64}\.webp$/);
    expect(html).toContain(`href="${sm}" media="(max-width: 767.98px)"`);
    expect(html.match(/<link rel="preload" as="image"/g)).toHaveLength(4);
    const hero = start.Blocks.find((b) => b.Id === 'hero');
    expect(html).toContain(
      '<div id="root"><div class="boot-shell boot-shell--start"><p class="visually-hidden" role="status">',
    );
    expect(html).toContain(`<h1 class="page__title">${hero?.Title}</h1>`);
    expect(html).toContain(`<img src="${start.KeyVisual?.Sources.sm.Jpeg}" alt="" class="hero__img"`);
    // Another page carries the data but nothing of the start page's; a link in another language
    // gets no first screen in the tenant's.
    const faq = await page('/faq');
    expect(block(faq, 'kwk-boot').Language).toBe('de');
    expect(faq).not.toContain('rel="preload"');
    expect(faq).toContain('<div id="root"></div>');
    const english = await page('/?lang=en');
    expect(english).toContain('<div id="root"></div>');
    expect(english).toContain('rel="preload" as="image"');
    expect(await page('/?lang=de')).toContain('boot-shell');
  });

  it('writes a category page’s head as HTML from the tenant’s configuration, not in another language', async () => {
    const internet = await page('/internet');
    const category = (block(internet, 'kwk-mandant') as Mandant).Brand.CategoryPages.find(
      (p) => p.Path === 'internet',
    );
    expect(internet).toContain('<div id="root"><div class="boot-shell boot-shell--page">');
    expect(internet).toContain(`<h1 class="page__title">${category?.Titel.replace(/&/g, '&amp;')}</h1>`);
    expect(internet).not.toContain('rel="preload"');
    expect(await page('/internet?lang=en')).toContain('<div id="root"></div>');
  });

  it('follows a console edit of a text or a block once published', async () => {
    const texts = (await consoleApi(t, 'GET', 'mandanten/telko/texte/de', { token: admin })).json().Texts;
    const body = { Texts: { ...texts, 'home.claim': 'Neu im HTML.' } };
    expect((await consoleApi(t, 'PUT', 'mandanten/telko/texte/de', { token: admin, body })).statusCode).toBe(
      200,
    );
    // A text edit is part of the tenant's draft: the page keeps the live text until it is published.
    expect((block(await page(), 'kwk-boot') as BootData).Texts?.['home.claim']).toBe(texts['home.claim']);
    const { Version } = (await consoleApi(t, 'GET', 'mandanten/telko/entwurf', { token: admin })).json();
    const publish = { token: admin, body: { Version } };
    const textsLive = await consoleApi(t, 'POST', 'mandanten/telko/entwurf/veroeffentlichen', publish);
    expect(textsLive.statusCode).toBe(200);
    expect((block(await page(), 'kwk-boot') as BootData).Texts?.['home.claim']).toBe('Neu im HTML.');

    const hero = { Title: 'Neuer Titel', Body: 'Neuer Text für {client}.' };
    const saved = await consoleApi(t, 'PUT', 'mandanten/telko/cms/de/bloecke/hero', {
      token: admin,
      body: hero,
    });
    expect(saved.statusCode).toBe(200);
    // A block edit is a draft: the page keeps the live one until it is published (decision 072).
    const live = (block(await page(), 'kwk-boot') as BootData).Start;
    expect(live?.Blocks.find((b) => b.Id === 'hero')).not.toMatchObject(hero);
    const draft = await consoleApi(t, 'GET', 'mandanten/telko/cms/entwurf', { token: admin });
    const published = await consoleApi(t, 'POST', 'mandanten/telko/cms/entwurf/veroeffentlichen', {
      token: admin,
      body: { Stand: draft.json().Stand },
    });
    expect(published.statusCode).toBe(200);
    const start = (block(await page(), 'kwk-boot') as BootData).Start;
    expect(start?.Blocks.find((b) => b.Id === 'hero')).toMatchObject(hero);
  });

  it('never serves the build manifest', async () => {
    const res = await t.app.inject({
      url: '/.vite/manifest.json',
      headers: { host: 'telko.localhost:3000' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('common.not_found');
  });
});
