import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('serving the SPA', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'kwk-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<html><head><title>x</title><!--kwk-config--></head></html>',
    );
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp('pglite', { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers every page path with index.html carrying the Host tenant', async () => {
    for (const [host, key] of [
      ['telko.localhost:3000', 'telko'],
      ['partner.localhost', 'partner'],
      ['localhost:3000', 'fyrst'],
    ]) {
      const res = await t.app.inject({ url: '/empfehlen/1', headers: { host } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`"key":"${key}"`);
    }
  });

  it('serves hashed assets with a year’s immutable cache', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never serves files outside the build folder', async () => {
    for (const url of [
      '/../../../../etc/passwd',
      '/assets/..%2f..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/hostname',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.body).not.toMatch(/root:|^[a-z0-9-]+\n$/);
      expect(res.statusCode).not.toBe(500);
    }
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await t.app.inject({ url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it('sends another spelling of a known page to its one spelling, keeping parameters and query', async () => {
    for (const [url, location] of [
      ['/Login', '/login'],
      ['//login', '/login'],
      ['/%6Cogin', '/login'],
      ['/PERSOENLICHERBEREICH/', '/persoenlicherbereich/'],
      ['/Login/AbC-token?k=1', '/login/AbC-token?k=1'],
      ['/Empfehlen/12?Facebook=1', '/empfehlen/12?Facebook=1'],
      ['/EXKLUSIV', '/exklusiv'],
      ['//', '/'],
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
    for (const url of ['/login', '/login/AbC-token', '/empfehlen/12', '/eine-kategorie', '/']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it('answers an API path in any spelling with a JSON 404, never the page', async () => {
    for (const url of [
      '/API/v1/fyrst/produkt',
      '/Api',
      '//api/v1/fyrst/produkt',
      '/api%2Fv1/fyrst/produkt',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'common.not_found' });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });
});
