/**
 * The console's catalogue forms as data: each kind's fields, how a row becomes the form's text
 * values, and how those become the API's body (numbers, cents, dates, nulls). Pure, so the
 * conversions are tested by table (entity-form.test.ts); the server validates again.
 */
export type FieldKind = 'text' | 'textarea' | 'integer' | 'cents' | 'date' | 'checkbox' | 'select' | 'ids';

export interface FieldDef {
  name: string;
  label: { de: string; en: string };
  kind: FieldKind;
  /** Empty is sent as null (else as '' for text, and refused for numbers by the server). */
  optional?: boolean;
  hint?: { de: string; en: string };
  /** For `select` and `ids`: the choices, value and label. */
  options?: { value: string; label: string }[];
}

export type FormValues = Record<string, string | boolean | string[]>;

/** A row (as the API reads it) as the form's values. */
export function toFormValues(
  fields: readonly FieldDef[],
  row: Record<string, unknown> | undefined,
): FormValues {
  const values: FormValues = {};
  for (const f of fields) {
    const v = row?.[f.name];
    if (f.kind === 'checkbox') values[f.name] = row ? v === true : f.name === 'Aktiv';
    else if (f.kind === 'ids') values[f.name] = Array.isArray(v) ? v.map(String) : [];
    // A new row's required choice starts at its first option, as the select shows it.
    else if (!row && f.kind === 'select' && !f.optional) values[f.name] = f.options?.[0]?.value ?? '';
    else values[f.name] = v === null || v === undefined ? '' : String(v);
  }
  return values;
}

/** The form's values as the API's body: whole numbers where numbers are asked, null for empty optional fields. */
export function toBody(fields: readonly FieldDef[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.kind === 'checkbox') body[f.name] = v === true;
    else if (f.kind === 'ids') body[f.name] = (Array.isArray(v) ? v : []).map(Number);
    else {
      const text = typeof v === 'string' ? v.trim() : '';
      if (text === '' && f.optional) body[f.name] = null;
      else if (f.kind === 'integer' || f.kind === 'cents' || (f.kind === 'select' && /^\d+$/.test(text)))
        // A number the server refuses (19.99 cents, "abc") is sent as it is, so its message names the field.
        body[f.name] = text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
      else body[f.name] = text;
    }
  }
  return body;
}

/** `YYYY-MM-DD` → `DD.MM.YYYY`; anything else as it is. */
export const shownDate = (iso: unknown): string =>
  typeof iso === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('.') : '';

/** Cents as euros, German or English. */
export const shownCents = (cents: unknown, lang: 'de' | 'en'): string =>
  typeof cents === 'number'
    ? new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-IE', { style: 'currency', currency: 'EUR' }).format(
        cents / 100,
      )
    : '';
