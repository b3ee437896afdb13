import type { ChangeEvent, ReactNode } from 'react';

/** What every labelled field takes: its label and name, its value and its change, its message and hint. */
export interface FieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** A format hint under the label ("TT.MM.JJJJ"), read with the field. */
  hint?: string;
  required?: boolean;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What a field's native control takes: its id, name, value, required and change, and its state for
 * assistive technology — aria-invalid, and aria-describedby to the hint, further descriptions (a
 * password checklist, `extra`) and the message, in reading order.
 */
export function controlProps(id: string, field: FieldProps, extra?: string) {
  const { name, value, required, onChange, hint, error } = field;
  const describedBy = [hint ? `${id}-hint` : '', extra ?? '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    id,
    name,
    value,
    required,
    onChange: (e: ChangeEvent<Control>) => onChange(e.target.value),
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/** A field's frame around its control (which has the id `id`): the label, the hint and the message. */
export function FieldFrame({
  id,
  field: { label, hint, error },
  children,
}: {
  id: string;
  field: FieldProps;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
