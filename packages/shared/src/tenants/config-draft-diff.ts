import { CONFIG_FIELDS } from './config-fields.ts';
import { ENVIRONMENTS } from './mandant.schemas.ts';

/** One field a draft changes: its key in the field table (for its words), its path, both values. */
export interface DraftChange {
  /** The field table's key (`Brand.Tracking.{env}.id`), or the path where the table has none (`Hosts`). */
  key: string;
  path: string;
  before: unknown;
  after: unknown;
}

type Config = { Hosts: unknown; Settings: unknown; Brand: unknown };

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const ENV_NAMES: ReadonlySet<string> = new Set(ENVIRONMENTS);

/** The field table's key for a path: an environment's segment is `{env}` there. */
function tableKey(path: string): string | undefined {
  if (CONFIG_FIELDS[path]) return path;
  const generic = path
    .split('.')
    .map((s) => (ENV_NAMES.has(s) ? '{env}' : s))
    .join('.');
  return CONFIG_FIELDS[generic] ? generic : undefined;
}

/** A field the table edits as a whole (a list, a German/English pair, the key visual). */
const isWholeField = (key: string | undefined) => {
  const control = key ? CONFIG_FIELDS[key]?.control : undefined;
  return control !== undefined && control !== 'fixed';
};

/**
 * A value as the portal reads it: an absent optional switch is off and an empty text or list is
 * absent (the editor leaves them out, the portal reads its default), so they are no change.
 */
function asRead(key: string | undefined, value: unknown): unknown {
  const control = key ? CONFIG_FIELDS[key]?.control : undefined;
  if (control === 'switch') return value === true;
  if (value === '' || (Array.isArray(value) && value.length === 0)) return undefined;
  return value;
}

function walk(rawBefore: unknown, rawAfter: unknown, path: string, out: DraftChange[]): void {
  const key = tableKey(path);
  const before = asRead(key, rawBefore);
  const after = asRead(key, rawAfter);
  if (isPlainObject(before) && isPlainObject(after) && !isWholeField(key)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    for (const k of keys) walk(before[k], after[k], `${path}.${k}`, out);
    return;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  out.push({ key: key ?? path, path, before, after });
}

/**
 * What publishing a draft would change (decision 065), field by field in the field table's terms,
 * so the console can name each in words: every changed field with its live and its draft value.
 */
export function draftChanges(live: Config, draft: Config): DraftChange[] {
  const out: DraftChange[] = [];
  if (JSON.stringify(live.Hosts) !== JSON.stringify(draft.Hosts))
    out.push({ key: 'Hosts', path: 'Hosts', before: live.Hosts, after: draft.Hosts });
  walk(live.Settings, draft.Settings, 'Settings', out);
  walk(live.Brand, draft.Brand, 'Brand', out);
  return out;
}
