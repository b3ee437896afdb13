import { isTextKey } from '@kwk/shared/operator/tenant-texts.constants';

/** One text of the tenant as its editor holds it. */
export interface TextRow {
  key: string;
  text: string;
}

export const rowsOf = (texts: Record<string, string>): TextRow[] =>
  Object.entries(texts).map(([key, text]) => ({ key, text }));

export const textsOf = (rows: readonly TextRow[]): Record<string, string> =>
  Object.fromEntries(rows.map((r) => [r.key, r.text]));

/** The rows whose key or text holds `filter` (any case); all for an empty filter. */
export function matchingRows(rows: readonly TextRow[], filter: string): TextRow[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((r) => r.key.toLowerCase().includes(needle) || r.text.toLowerCase().includes(needle));
}

/** Why a new key cannot be added, or null: none typed, not a key the server takes, already there. */
export function newKeyProblem(
  key: string,
  rows: readonly TextRow[],
): 'required' | 'invalid' | 'taken' | null {
  if (key === '') return 'required';
  if (!isTextKey(key)) return 'invalid';
  return rows.some((r) => r.key === key) ? 'taken' : null;
}
