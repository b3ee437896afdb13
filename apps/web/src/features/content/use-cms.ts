import { useEffect } from 'react';
import { type Loaded, useLoaded } from '../../lib/use-loaded.ts';

/**
 * Loads a page's CMS content (`load` memoised or a module function) and logs a failure as spec §8
 * words it, 'Fehler beim Laden des CMS Inhalts: {name}', once per failed load; the page shows
 * ContentUnavailable meanwhile.
 */
export function useCms<T>(name: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state] = useLoaded(load);
  useEffect(() => {
    if (state.type === 'failed') console.error(`Fehler beim Laden des CMS Inhalts: ${name}`);
  }, [state, name]);
  return state;
}
