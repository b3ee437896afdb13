import type { ConsoleLang } from '../../lib/console-lang.ts';
import { Extras, useDescribed } from '../../ui/select-and-text-area-fields.tsx';
import type { FieldDef, FormValues } from './entity-form.ts';

interface Props {
  field: FieldDef;
  lang: ConsoleLang;
  values: FormValues;
  onChange: (name: string, value: string | boolean | string[]) => void;
  error?: string | undefined;
}

const NONE = { de: '– keine –', en: '– none –' };

/**
 * One field of a catalogue form, of any kind, with its label, hint and error at the field
 * (aria-invalid, aria-describedby), in the c-field style of the console.
 */
export function EntityField({ field, lang, values, onChange, error }: Props) {
  const hint = field.hint?.[lang];
  const { id, describedBy } = useDescribed(hint, error);
  const invalid = error ? true : undefined;
  const value = values[field.name];
  const label = field.label[lang];
  const notes = <Extras id={id} hint={hint} error={error} />;

  if (field.kind === 'checkbox')
    return (
      <div className="c-field c-check">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(field.name, e.target.checked)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
        <label htmlFor={id}>{label}</label>
        {notes}
      </div>
    );

  if (field.kind === 'ids') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset className="c-field c-choices" aria-describedby={describedBy}>
        <legend>{label}</legend>
        {(field.options ?? []).map((o) => (
          <div key={o.value} className="c-check">
            <input
              id={`${id}-${o.value}`}
              type="checkbox"
              checked={chosen.includes(o.value)}
              onChange={(e) =>
                onChange(
                  field.name,
                  e.target.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value),
                )
              }
            />
            <label htmlFor={`${id}-${o.value}`}>{o.label}</label>
          </div>
        ))}
        {notes}
      </fieldset>
    );
  }

  const text = typeof value === 'string' ? value : '';
  const common = {
    id,
    value: text,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    required: !field.optional,
  };
  return (
    <div className="c-field">
      <label htmlFor={id}>{label}</label>
      {field.kind === 'textarea' ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(field.name, e.target.value)} />
      ) : field.kind === 'select' ? (
        <select {...common} onChange={(e) => onChange(field.name, e.target.value)}>
          {(field.optional || text === '') && <option value="">{NONE[lang]}</option>}
          {(field.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.kind === 'date' ? 'date' : 'text'}
          inputMode={field.kind === 'integer' || field.kind === 'cents' ? 'numeric' : undefined}
          onChange={(e) => onChange(field.name, e.target.value)}
        />
      )}
      {notes}
    </div>
  );
}
