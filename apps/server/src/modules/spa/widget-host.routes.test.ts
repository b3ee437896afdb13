import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

// Routing and headers only, no database work of its own: one database kind is enough.
describe('the widget: demo host page, embed script, frame origins', () => {
  const DEV_HOST = 'http://127.0.0.1:3414';
  let webDist: string;
  let dev: TestContext;
  let prod: TestContext;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'kwk-web-dist-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>portal</title><!--kwk-config-->',
    );
    await mkdir(path.join(webDist, 'widget'));
    await writeFile(path.join(webDist, 'widget', 'embed.v1.js'), '(function(){})();');
    dev = await createTestApp('pglite', { WEB_DIST: webDist, DEV_FRAME_ORIGINS: DEV_HOST });
    prod = await createTestApp('pglite', {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      WEB_DIST: webDist,
      DEV_FRAME_ORIGINS: DEV_HOST,
    });
  });
  afterAll(async () => {
    await Promise.all([dev.close(), prod.close()]);
    await rm(webDist, { recursive: true, force: true });
  });

  const get = (t: TestContext, url: string, host = 'telko.localhost:3414') =>
    t.app.inject({ url, headers: { host, 'accept-language': 'en' } });

  it('serves a demo host page per tenant in development that embeds the tenant’s portal', async () => {
    const res = await get(dev, '/dev/widget-host/telko', '127.0.0.1:3414');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<script src="http://telko.localhost:3414/widget/embed.v1.js" data-target="kwk-widget"',
    );
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src http://telko.localhost:3414; frame-src http: https:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect((await get(dev, '/dev/widget-host/unbekannt', '127.0.0.1:3414')).statusCode).toBe(404);
  });

  it('lists each tenant’s demo host page at the bare path in development', async () => {
    const res = await get(dev, '/dev/widget-host/', '127.0.0.1:3414');
    expect(res.statusCode).toBe(200);
    for (const key of ['fyrst', 'partner', 'telko']) {
      expect(res.body).toContain(`<a href="/dev/widget-host/${key}">${key}</a>`);
    }
    expect((await get(prod, '/dev/widget-host/', '127.0.0.1:3414')).body).not.toContain(
      '/dev/widget-host/telko',
    );
  });

  it('has no demo host page in production: the path is an unknown page there', async () => {
    const res = await get(prod, '/dev/widget-host/telko', '127.0.0.1:3414');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('embed.v1.js');
  });

  it('lets the development host origin frame the portal in development only', async () => {
    const devPolicy = (await get(dev, '/')).headers['content-security-policy'];
    expect(devPolicy).toContain(
      `frame-ancestors 'self' https://www.telko.example https://shop.telko.example ${DEV_HOST}`,
    );
    const prodPolicy = (await get(prod, '/')).headers['content-security-policy'];
    expect(prodPolicy).toContain(
      "frame-ancestors 'self' https://www.telko.example https://shop.telko.example",
    );
    expect(prodPolicy).not.toContain('127.0.0.1');
    // The portal learns the same list, so it posts to the demo host page in development only.
    const config = (await get(dev, '/api/v1/telko/mandant/telko')).json();
    expect(config.Brand.FrameOrigins).toContain(DEV_HOST);
  });

  it('serves the embed script to other sites, cached for an hour', async () => {
    const res = await get(dev, '/widget/embed.v1.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    // Everything else stays same-site.
    expect((await get(dev, '/')).headers['cross-origin-resource-policy']).toBe('same-site');
  });
});
