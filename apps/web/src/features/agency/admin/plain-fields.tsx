import { useId } from 'react';

interface Common {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
}

/** Hint and error ids of a field, in reading order, as TextField wires them. */
function described(id: string, hint: string | undefined, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': ids || undefined,
  };
}

function Hint({ id, hint }: { id: string; hint?: string | undefined }) {
  return hint ? (
    <p id={`${id}-hint`} className="field__hint">
      {hint}
    </p>
  ) : null;
}

function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="field__error">
      {error}
    </p>
  ) : null;
}

/** A labelled native date input (the browser's own picker, keyboard included), error at the field. */
export function DateField({ label, name, value, onChange, error, hint, required }: Common) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Hint id={id} hint={hint} />
      <input
        id={id}
        type="date"
        name={name}
        value={value}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        {...described(id, hint, error)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A labelled native select, error at the field. */
export function SelectField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  required,
  options,
}: Common & { options: readonly { value: string; label: string }[] }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Hint id={id} hint={hint} />
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        {...described(id, hint, error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
