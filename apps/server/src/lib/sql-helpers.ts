/** The rows of a drizzle `execute` answer (node-postgres and PGlite both carry them as `rows`). */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** `%` and `_` typed by a person are letters, not patterns, in an `ilike` (with `\` as the escape). */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
