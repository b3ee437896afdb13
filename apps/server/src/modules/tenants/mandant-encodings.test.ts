import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedMandant, mandantEncoding } from './mandant-encodings.ts';
import type { Tenant } from './tenant-cache.ts';

describe('the configuration answer’s coding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['deflate', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %j gets %s', (header, expected) => {
    expect(mandantEncoding(header)).toBe(expected);
  });

  it('holds the same JSON in each coding, compressed once per tenant object', () => {
    const body = Buffer.from(JSON.stringify({ Key: 'fyrst', text: 'Prämie für Empfehlungen '.repeat(50) }));
    const tenant = { mandantBody: body } as Tenant;
    const br = encodedMandant(tenant, 'br');
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(encodedMandant(tenant, 'gzip')).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 4);
    expect(encodedMandant(tenant, 'br')).toBe(br);
  });
});
