/**
 * Spec §8: script or style chunk load failures (ChunkLoadError, CSS_CHUNK_LOAD_FAILED). Vite and
 * the browsers word them differently; all mean "this build's files are gone, reload".
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /CSS_CHUNK_LOAD_FAILED|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    error.message,
  );
}
