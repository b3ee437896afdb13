import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Types always worth compressing: text, JSON, JavaScript, XML and SVG. Any other type is compressed
 * only where mime-db marks it compressible (a bitmap icon is; JPEG, PNG, WebP, PDF and fonts are
 * compressed already and are not). Unlike the plugin's default, arbitrary octet-streams are not.
 */
export const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[+/]json(?:;|$)|javascript|[+/]xml(?:;|$)/;

/** Answers smaller than this go out as they are: the coding's framing would eat the saving. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers on the fly (brotli, else gzip) for clients that accept it (issue 17 #7): the
 * JSON API answers and the page HTML. Built assets come compressed from the build instead
 * (`apps/web/precompress.ts`, served by @fastify/static's `preCompressed`), and an answer that
 * already carries a Content-Encoding is left alone. Registered before the routes: it hooks each
 * route as it is added. Request bodies are not decompressed: the body limit counts what arrives.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      customTypes: COMPRESSIBLE_TYPES,
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
