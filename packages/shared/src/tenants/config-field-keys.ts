import type { z } from 'zod';
import { tenantDetailSchema } from '../operator/tenants.schemas.ts';
import { ENVIRONMENTS } from './mandant.schemas.ts';

/**
 * The key of a configuration field as the field table (config-fields.ts) names it: the spec's
 * path below `Settings`/`Brand`, `*` for every entry of a list of objects
 * (`Settings.Rules.BonusPraemien.*.Cent`) and `{env}` for every deployment environment
 * (`Brand.Tracking.{env}.id`).
 */
export interface ConfigFieldKey {
  key: string;
  /** Absent in older rows or on purpose (the portal reads a default). */
  optional: boolean;
  /** An optional part made of fields (the imprint): it has no entry of its own, its fields have. */
  group?: true;
}

type Schema = z.ZodType & { def: Record<string, unknown> };

function unwrap(schema: Schema): { schema: Schema; optional: boolean } {
  const type = schema.def.type;
  if (type === 'optional' || type === 'default' || type === 'nullable') {
    const inner = unwrap(schema.def.innerType as Schema);
    return { schema: inner.schema, optional: true };
  }
  return { schema, optional: false };
}

const isEnvironments = (keys: string[]) =>
  keys.length === ENVIRONMENTS.length && ENVIRONMENTS.every((e) => keys.includes(e));
const isLocalized = (keys: string[]) => keys.length === 2 && keys.includes('de') && keys.includes('en');

function walk(schema: Schema, key: string, optional: boolean, out: ConfigFieldKey[]) {
  const inner = unwrap(schema);
  const opt = optional || inner.optional;
  const s = inner.schema;
  if (s.def.type === 'object') {
    const shape = s.def.shape as Record<string, Schema>;
    const keys = Object.keys(shape);
    if (isLocalized(keys)) {
      out.push({ key, optional: opt });
      return;
    }
    // Every environment has the same shape: one entry for all four.
    if (isEnvironments(keys)) return walk(shape.production as Schema, `${key}.{env}`, opt, out);
    if (inner.optional) out.push({ key, optional: true, group: true });
    for (const k of keys) walk(shape[k] as Schema, `${key}.${k}`, false, out);
    return;
  }
  out.push({ key, optional: opt });
  if (s.def.type === 'array') {
    const element = unwrap(s.def.element as Schema).schema;
    if (element.def.type === 'object')
      for (const [k, v] of Object.entries(element.def.shape as Record<string, Schema>))
        walk(v, `${key}.*.${k}`, false, out);
  }
}

/**
 * Every field of a tenant's configuration as the console edits it (spec §3: settings and brand),
 * read from the shared schema, so a key added there shows up here.
 */
export function configFieldKeys(): ConfigFieldKey[] {
  const out: ConfigFieldKey[] = [];
  walk(tenantDetailSchema.shape.Settings as unknown as Schema, 'Settings', false, out);
  walk(tenantDetailSchema.shape.Brand as unknown as Schema, 'Brand', false, out);
  return out;
}
