import { useCallback, useEffect, useState } from 'react';
import { consoleFetch } from './console-api.ts';

/**
 * A console queue of cases (`{ Faelle: [...] }` at `path`): loaded on mount and again by `load`
 * after a decision; `cases` is null while it loads, `error` holds a failed load.
 */
export function useConsoleCases<T>(path: string) {
  const [cases, setCases] = useState<T[] | null>(null);
  const [error, setError] = useState<unknown>();
  const load = useCallback(async () => {
    setCases(null);
    try {
      setCases((await consoleFetch<{ Faelle: T[] }>(path)).Faelle);
    } catch (failure) {
      setError(failure);
    }
  }, [path]);
  useEffect(() => {
    void load();
  }, [load]);
  return { cases, error, load };
}
