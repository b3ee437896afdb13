import type { TenantDetail, TenantUpdate } from '@kwk/shared/operator/tenants.schemas';
import { configFieldKeys } from '@kwk/shared/tenants/config-field-keys';
import type { FieldDescription } from '@kwk/shared/tenants/config-field-kinds';
import { CONFIG_FIELDS } from '@kwk/shared/tenants/config-fields';
import { expandKey, getAt, type Path, setAt } from './config/config-path.ts';
import { centsToEuroText, euroTextToCents } from './config/euro-cents.ts';

/**
 * The form's state: the configuration as the API has it, except that numbers and euro amounts are
 * the text typed (an operator may type `12,` on the way to `12,50`), every field the form shows
 * is present (an absent optional one empty).
 */
export interface TenantDraft extends Record<string, unknown> {
  Version: number;
  Hosts: string[];
  Settings: Record<string, unknown>;
  Brand: Record<string, unknown>;
}

const KEYS = configFieldKeys();
const FIELDS = KEYS.filter((k) => !k.group);
const GROUPS = KEYS.filter((k) => k.group).map((k) => k.key.split('.'));
const OPTIONAL = new Set(FIELDS.filter((k) => k.optional).map((k) => k.key));
const entry = (key: string): FieldDescription | undefined => CONFIG_FIELDS[key];

/** A new value of a field as the form holds it (a new list entry, an absent optional field). */
export function emptyValue(d: FieldDescription | undefined): unknown {
  if (!d) return '';
  if (d.control === 'switch') return false;
  if (d.control === 'list') return [];
  if (d.control === 'localized') return { de: '', en: '' };
  if (d.control === 'select' && d.options) return d.options[0]?.value ?? '';
  return '';
}

function toForm(d: FieldDescription, value: unknown, lang: 'de' | 'en'): unknown {
  if (value === undefined) return d.control === 'select' ? '' : emptyValue(d);
  if (d.control === 'euro') return centsToEuroText(value as number, lang);
  if (d.control === 'number') return String(value);
  if (d.control === 'list' && d.item === 'number') return (value as number[]).map(String);
  return structuredClone(value);
}

export function toDraft(detail: TenantDetail, lang: 'de' | 'en'): TenantDraft {
  const draft: TenantDraft = {
    Version: detail.Version,
    Hosts: [...detail.Hosts],
    Settings: structuredClone(detail.Settings) as Record<string, unknown>,
    Brand: structuredClone(detail.Brand) as Record<string, unknown>,
  };
  // The list keys come before their entries' keys, so `*` finds the lists already converted.
  for (const { key } of FIELDS) {
    const d = entry(key);
    if (!d) continue;
    for (const path of expandKey(key, draft)) setAt(draft, path, toForm(d, getAt(draft, path), lang));
  }
  return draft;
}

/** The messages of the form's own checks, by the field's path (`Settings.Rules.KulanzJahresgrenzeCent`). */
export type DraftErrors = Record<string, string>;
export interface DraftTexts {
  euro: string;
  number: string;
}

const INTEGER = /^-?\d+$/;
const isEmpty = (v: unknown): boolean =>
  v === '' || (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(isEmpty));

function fromForm(d: FieldDescription, value: unknown, t: DraftTexts): { value?: unknown; error?: string } {
  if (d.control === 'euro') {
    if (value === '') return {};
    const cents = euroTextToCents(value as string);
    return cents === undefined ? { error: t.euro } : { value: cents };
  }
  if (d.control === 'number') {
    const text = (value as string).trim();
    if (text === '') return {};
    return Number.isFinite(Number(text)) ? { value: Number(text) } : { error: t.number };
  }
  if (d.control === 'list' && d.item === 'number') {
    const texts = (value as string[]).map((v) => v.trim()).filter(Boolean);
    return texts.every((v) => INTEGER.test(v)) ? { value: texts.map(Number) } : { error: t.number };
  }
  if (d.control === 'list' && d.item)
    return { value: (value as string[]).map((v) => v.trim()).filter(Boolean) };
  return { value };
}

/** The save body, or the fields the form's own checks refuse (the server checks the rest). */
export function fromDraft(
  draft: TenantDraft,
  t: DraftTexts,
): { body: TenantUpdate } | { errors: DraftErrors } {
  const out = structuredClone(draft) as Record<string, unknown>;
  const errors: DraftErrors = {};
  // Entries before their lists: a list's `*` still finds its entries as the form holds them.
  for (const { key } of [...FIELDS].reverse()) {
    const d = entry(key);
    if (!d) continue;
    for (const path of expandKey(key, out)) {
      const { value, error } = fromForm(d, getAt(out, path), t);
      if (error) errors[path.join('.')] = error;
      // An optional field left empty (or an optional switch off) is absent, as in rows written
      // before it: the portal reads its default.
      const absent = value === undefined || (OPTIONAL.has(key) && (isEmpty(value) || value === false));
      setAt(out, path, absent ? undefined : value);
    }
  }
  for (const group of GROUPS) if (isEmpty(getAt(out, group) ?? '')) setAt(out, group as Path, undefined);
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      Version: draft.Version,
      Hosts: draft.Hosts.map((h) => h.trim()).filter(Boolean),
      Settings: out.Settings as TenantUpdate['Settings'],
      Brand: out.Brand as TenantUpdate['Brand'],
    },
  };
}
