import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { Tenant } from './tenant-cache.ts';

/**
 * The configuration answer compressed once per configuration, not per request (issue 32): it is
 * the call every page load makes first, and compressing its 4–5 KB on the fly cost more than the
 * rest of the call. Brotli at its best quality, since it runs once; gzip for clients without it.
 */
export type MandantEncoding = 'br' | 'gzip';

/** Browsers send a handful of distinct headers; a client sending many just finds the cache cleared. */
const CACHE_LIMIT = 64;
const negotiated = new Map<string, string | null>();
const negotiator = new Negotiator<MandantEncoding>({
  supportedValues: ['br', 'gzip'],
  cache: {
    get: (key) => negotiated.get(key) ?? undefined,
    has: (key) => negotiated.has(key),
    set(key, value) {
      if (negotiated.size >= CACHE_LIMIT) negotiated.clear();
      negotiated.set(key, value);
      return this;
    },
  },
});

/**
 * The coding a client gets, negotiated as @fastify/compress does for every other answer: brotli,
 * else gzip, else none; `*` and `x-gzip` count as gzip, `q=0` refuses.
 */
export function mandantEncoding(acceptEncoding: string | undefined): MandantEncoding | undefined {
  if (!acceptEncoding) return undefined;
  return negotiator.negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip')) ?? undefined;
}

// A tenant object lives as long as its configuration: a change brings new ones, and these go with them.
const encoded = new WeakMap<Tenant, Partial<Record<MandantEncoding, Buffer>>>();

/** The tenant's configuration answer in `encoding`, compressed on first use and kept. */
export function encodedMandant(tenant: Tenant, encoding: MandantEncoding): Buffer {
  let bodies = encoded.get(tenant);
  if (!bodies) {
    bodies = {};
    encoded.set(tenant, bodies);
  }
  bodies[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(tenant.mandantBody, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          },
        })
      : gzipSync(tenant.mandantBody, { level: 9 });
  return bodies[encoding];
}
