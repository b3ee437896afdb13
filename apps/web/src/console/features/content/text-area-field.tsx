import { type TextareaHTMLAttributes, useId } from 'react';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled text area with its hint and its error at the field, like the console's Field. */
export function TextAreaField({ label, value, onChange, error, hint, ...area }: Props) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="c-field c-field-wide">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="c-hint">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        rows={Math.min(16, Math.max(4, value.split('\n').length + 1))}
        {...area}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error && (
        <p id={`${id}-error`} className="c-error">
          {error}
        </p>
      )}
    </div>
  );
}
