import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { Tenant } from './tenant-cache.ts';

/**
 * The configuration answer compressed once per configuration, not per request (issue 32): it is
 * the call every page load makes first, and compressing its 4–5 KB on the fly cost more than the
 * rest of the call. Brotli at its best quality, since it runs once; gzip for clients without it.
 */
export type MandantEncoding = 'br' | 'gzip';

const ENCODINGS: MandantEncoding[] = ['br', 'gzip'];

/**
 * The coding a client gets, negotiated as @fastify/compress does for every other answer: brotli,
 * else gzip, else none; `*` and `x-gzip` count as gzip, `q=0` refuses.
 */
export function mandantEncoding(acceptEncoding: string | undefined): MandantEncoding | undefined {
  if (!acceptEncoding) return undefined;
  return negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS) ?? undefined;
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
