import { CHUNK_LOAD_TIMEOUT_MS } from '@kwk/shared/constants';

/**
 * A screen's chunk that has not arrived after spec §9's 120000 ms fails as a ChunkLoadError (spec
 * §8), so the route's error screen offers the reload instead of a page that waits for ever.
 */
export function withinChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        const error = new Error(`Chunk not loaded within ${ms} ms`);
        error.name = 'ChunkLoadError';
        reject(error);
      }, ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}
