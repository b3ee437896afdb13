import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const MAIN_SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Text ${i}`))};`;

describe('serving the SPA', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'kwk-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<html lang="de"><head><meta name="description" content="" /><title>x</title><!--kwk-config-->' +
        '<link rel="stylesheet" crossorigin href="/assets/app-abc123.css"></head></html>',
    );
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    // A built script with the copies the web build writes beside it (apps/web/build/precompress.ts).
    await writeFile(path.join(dist, 'assets', 'main-def456.js'), MAIN_SCRIPT);
    await writeFile(path.join(dist, 'assets', 'main-def456.js.br'), brotliCompressSync(MAIN_SCRIPT));
    await writeFile(path.join(dist, 'assets', 'main-def456.js.gz'), gzipSync(MAIN_SCRIPT));
    await writeFile(path.join(dist, 'assets', 'photo-abc.jpg'), Buffer.alloc(4096, 7));
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
    for (const url of ['/login', '/login/AbC-token', '/empfehlen/12', '/']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
    // A path no screen has is left to the SPA (a category page, or its 404), never redirected.
    expect((await t.app.inject({ url: '/Eine-Kategorie' })).statusCode).not.toBe(301);
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

  it('answers an unknown path with status 404 and the SPA, which shows its 404 page (spec §2)', async () => {
    for (const url of ['/gibt/es/nicht', '/unbekannt.html', '/login/a/b', '/404', '/404/']) {
      const res = await t.app.inject({ url, headers: { host: 'telko.localhost' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('"key":"telko"');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
    // Screens with any parameter, redirect paths and the Host tenant's category pages are pages.
    for (const url of ['/', '/empfehlen/99', '/exklusiv', '/internet/glasfaser.html', '/young-tarife.html']) {
      expect((await t.app.inject({ url, headers: { host: 'telko.localhost' } })).statusCode, url).toBe(200);
    }
    // A category page is the Host tenant's own: telko's is no page of fyrst.
    expect(
      (await t.app.inject({ url: '/young-tarife.html', headers: { host: 'fyrst.localhost' } })).statusCode,
    ).toBe(404);
    // The agency area's pages exist only where the tenant has the agency area (partner).
    for (const url of ['/agentur', '/agentur/anmelden', '/agentur/auftraege']) {
      expect((await t.app.inject({ url, headers: { host: 'partner.localhost' } })).statusCode, url).toBe(200);
      expect((await t.app.inject({ url, headers: { host: 'telko.localhost' } })).statusCode, url).toBe(404);
    }
  });

  it('names the tenant in the page before any script runs: title, meta description, language', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'telko.localhost' } });
    expect(res.body).toContain('<title>Telko – Empfehlungsprogramm</title>');
    const description = /<meta name="description" content="([^"]*)"/.exec(res.body)?.[1];
    expect(description).toMatch(/^Das Empfehlungsprogramm von Telko: /);
    expect(res.body).toContain('<html lang="de"');
  });

  it('answers a Host that names no tenant with a 404 page saying no programme lives there', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'unbekannt.localhost:3000' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Unter dieser Adresse gibt es kein Empfehlungsprogramm');
    expect(res.body).toContain('<strong>unbekannt.localhost</strong>');
    expect(res.body).not.toContain('kwk-config');
    expect(res.body).not.toContain('<script');
    // It borrows the SPA's stylesheet, which the strict page CSP allows.
    expect(res.body).toContain('href="/assets/app-abc123.css"');
    expect(res.headers['content-security-policy']).toContain("style-src 'self'");
    const evil = await t.app.inject({ url: '/', headers: { host: '<script>x</script>.example' } });
    expect(evil.body).not.toContain('<script>x');
    // Plain localhost and an IP still name no tenant, so they get the default one.
    for (const host of ['localhost:3000', '127.0.0.1:3000'])
      expect((await t.app.inject({ url: '/', headers: { host } })).body, host).toContain('"key":"fyrst"');
  });

  it('serves /favicon.ico and /favicon.svg in the Host tenant’s colour, neutral where no tenant lives', async () => {
    const ico = async (host: string) => {
      const res = await t.app.inject({ url: '/favicon.ico', headers: { host } });
      expect(res.statusCode, host).toBe(200);
      expect(res.headers['content-type']).toBe('image/x-icon');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const bytes = res.rawPayload;
      // ICONDIR: reserved 0, type 1 (icon), one image of 32 × 32 at 32 bits per pixel.
      expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([0, 1, 1]);
      expect([bytes[6], bytes[7], bytes.readUInt16LE(12)]).toEqual([32, 32, 32]);
      expect(bytes.length).toBe(22 + bytes.readUInt32LE(14));
      // The centre pixel, stored as BGRA.
      const centre = 22 + 40 + (16 * 32 + 16) * 4;
      const [b, g, r] = [bytes[centre], bytes[centre + 1], bytes[centre + 2]];
      return `#${[r, g, b].map((c) => c!.toString(16).padStart(2, '0')).join('')}`;
    };
    expect(await ico('telko.localhost')).toBe('#a8005a');
    expect(await ico('fyrst.localhost')).toBe('#0e4a63');
    expect(await ico('unbekannt.localhost')).toBe('#4b5563');

    const svg = await t.app.inject({ url: '/favicon.svg', headers: { host: 'partner.localhost' } });
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain('fill="#c2410c"');
    expect(svg.body).toContain('>V</text>');
  });

  it('hands out the build’s brotli or gzip copy of an asset by Accept-Encoding, with its caching', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        url: '/assets/main-def456.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(MAIN_SCRIPT);

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(MAIN_SCRIPT);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(MAIN_SCRIPT);

    // Each coding is its own representation: its own ETag, and a 304 when it is still current.
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    // A JPEG is compressed already: no copy in the build, none made per request either.
    const photo = await t.app.inject({ url: '/assets/photo-abc.jpg', headers: { 'accept-encoding': 'br' } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.rawPayload.length).toBe(4096);

    const again = await t.app.inject({
      url: '/assets/main-def456.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
