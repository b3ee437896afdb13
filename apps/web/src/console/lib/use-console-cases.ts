import type { ConsoleRequest } from './console-api.ts';
import { useConsoleQuery } from './use-console-query.ts';

/**
 * A console queue of cases (`{ Faelle: [...] }` at `path`, filtered by `query`): loaded on mount,
 * when the filter changes and again by `load` after a decision; `cases` is null while it loads (and after a failed load), `error` holds a
 * failed load.
 */
export function useConsoleCases<T>(path: string, query?: ConsoleRequest['query']) {
  const { data, error, loading, reload } = useConsoleQuery<{ Faelle: T[] }>(path, { query });
  return { cases: loading || error || !data ? null : data.Faelle, error, load: reload };
}
