import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './is-chunk-load-error.ts';

const named = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('isChunkLoadError', () => {
  it.each([
    { name: 'ChunkLoadError', error: named('ChunkLoadError'), chunk: true },
    { name: 'css chunk', error: new Error('CSS_CHUNK_LOAD_FAILED'), chunk: true },
    {
      name: 'chromium',
      error: new TypeError('Failed to fetch dynamically imported module: /assets/faq.js'),
      chunk: true,
    },
    { name: 'firefox', error: new TypeError('error loading dynamically imported module'), chunk: true },
    { name: 'safari', error: new TypeError('Importing a module script failed.'), chunk: true },
    { name: 'vite css preload', error: new Error('Unable to preload CSS for /assets/x.css'), chunk: true },
    { name: 'other error', error: new Error('boom'), chunk: false },
    { name: 'not an error', error: 'Failed to fetch dynamically imported module', chunk: false },
  ])('$name', ({ error, chunk }) => {
    expect(isChunkLoadError(error)).toBe(chunk);
  });
});
