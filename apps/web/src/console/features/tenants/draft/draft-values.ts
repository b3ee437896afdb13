import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { CONFIG_FIELDS, fieldWords } from '@kwk/shared/tenants/config-fields';
import type { DraftTexts } from './draft-texts.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * A value of a field as an operator reads it in the draft's diff: a switch on/off, euros for
 * cents, a choice by its words, a list entry by entry with its fields' words; `–` for nothing.
 */
export function valueText(key: string, value: unknown, lang: 'de' | 'en', t: DraftTexts): string {
  const d = CONFIG_FIELDS[key];
  if (value === undefined || value === null || value === '') return t.empty;
  if (typeof value === 'boolean') return value ? t.on : t.off;
  if (d?.control === 'euro' && typeof value === 'number') return formatEuro(value, lang);
  if (d?.control === 'select') return d.options?.find((o) => o.value === value)?.[lang] ?? String(value);
  if (d?.control === 'localized' && isObject(value)) return `${value.de ?? ''} / ${value.en ?? ''}`;
  if (Array.isArray(value))
    return value.length === 0
      ? t.empty
      : value
          .map((item) =>
            isObject(item)
              ? Object.entries(item)
                  .map(
                    ([k, v]) =>
                      `${fieldWords(`${key}.*.${k}`, lang).label}: ${valueText(`${key}.*.${k}`, v, lang, t)}`,
                  )
                  .join(', ')
              : String(item),
          )
          .join('; ');
  if (isObject(value)) return JSON.stringify(value);
  return String(value);
}

/** A field's name in the diff: the table's words; the hosts, which the table does not describe, by the screen's. */
export const fieldLabel = (key: string, lang: 'de' | 'en', t: DraftTexts) =>
  key === 'Hosts' ? t.hosts : fieldWords(key, lang).label;
