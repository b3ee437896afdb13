/** One changed setting in an audit row: its path; the values only where they cannot be personal. */
export interface ConfigChange {
  path: string;
  from?: boolean | number | null;
  to?: boolean | number | null;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isSafeValue = (v: unknown): v is boolean | number | null | undefined =>
  v === undefined || v === null || typeof v === 'boolean' || typeof v === 'number';

/**
 * What a save changed, for the audit log: the path of every changed leaf (an array counts as one
 * leaf). Switches and numbers keep their old and new values; texts only their path, since a text
 * may hold an e-mail address (SupportEmail, the imprint, the e-mail whitelist).
 */
export function configChanges(before: unknown, after: unknown, path = ''): ConfigChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((k) => configChanges(before[k], after[k], path ? `${path}.${k}` : k));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return isSafeValue(before) && isSafeValue(after)
    ? [{ path, from: before ?? null, to: after ?? null }]
    : [{ path }];
}
