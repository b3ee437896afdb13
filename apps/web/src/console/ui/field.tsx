import { type InputHTMLAttributes, type Ref, useId } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  /** The input element, for a caller that moves focus to it. */
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/** A labelled input with its hint and its error at the field (aria-invalid, aria-describedby). */
export function Field({ label, value, onChange, error, hint, inputRef, ...input }: Props) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="c-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="c-hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        ref={inputRef}
        {...input}
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
