import { type HTMLAttributes, useId } from 'react';
import './text-field.css';

interface Props {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** A format hint under the label ("TT.MM.JJJJ"), read with the field. */
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  /** Ids of further text that describes the field (e.g. a password checklist), read before the error. */
  describedBy?: string | undefined;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
  maxLength?: number;
  /** Off for codes and IBANs, where spelling suggestions only get in the way. */
  spellCheck?: boolean;
}

/** Labelled input with its error at the field: aria-invalid plus aria-describedby to the message. */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  inputMode,
  multiline,
  required,
  autoComplete,
  maxLength,
  spellCheck,
  describedBy: extraDescription,
}: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', extraDescription ?? '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name,
    value,
    required,
    maxLength,
    autoComplete,
    spellCheck,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} rows={6} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
