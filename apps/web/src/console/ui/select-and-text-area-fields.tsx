import { type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

interface Base {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
}

/** The hint and error ids a control is described by, as `ui/field.tsx` does for inputs. */
export function useDescribed(hint?: string, error?: string) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, describedBy: describedBy || undefined };
}

/** A control's hint and error below it, with the ids useDescribed names. */
export function Extras({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="c-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="c-error">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled select with its hint and error (the console's `Field` for a choice). */
export function SelectField({
  label,
  value,
  onChange,
  error,
  hint,
  options,
  ...select
}: Base & { options: readonly { value: string; label: string }[] } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'onChange' | 'value'
  >) {
  const { id, describedBy } = useDescribed(hint, error);
  return (
    <div className="c-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        {...select}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Extras id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled multi-line text with its hint and error. */
export function TextAreaField({
  label,
  value,
  onChange,
  error,
  hint,
  wide,
  ...area
}: Base & { wide?: boolean } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'>) {
  const { id, describedBy } = useDescribed(hint, error);
  return (
    <div className={wide ? 'c-field c-field-wide' : 'c-field'}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={3}
        {...area}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <Extras id={id} hint={hint} error={error} />
    </div>
  );
}
