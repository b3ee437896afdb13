import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

const MANDANT = '/api/v1/telko/mandant/telko';

describe('compressing answers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host: 'telko.localhost', ...headers } });

  it('sends a JSON answer over 1 KB with brotli, or gzip, to a client that accepts it', async () => {
    const plain = await get(MANDANT);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(MANDANT, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get(MANDANT, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('keeps the security headers, the caching and the ETag revalidation of a compressed answer', async () => {
    const br = await get(MANDANT, { 'accept-encoding': 'br' });
    expect(br.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['cache-control']).toBe('no-cache');
    const etag = br.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get(MANDANT, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('leaves answers under 1 KB alone', async () => {
    const small = await get('/api/v1/telko/gibt-es-nicht', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(404);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 'common.not_found' });
  });
});
