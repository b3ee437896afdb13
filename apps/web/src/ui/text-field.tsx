import { type HTMLAttributes, useId } from 'react';
import { controlProps, FieldFrame, type FieldProps } from './field-parts.tsx';
import './text-field.css';

interface Props extends FieldProps {
  type?: 'text' | 'email' | 'tel' | 'password';
  /** Ids of further text that describes the field (e.g. a password checklist), read before the error. */
  describedBy?: string | undefined;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  multiline?: boolean;
  autoComplete?: string;
  maxLength?: number;
  /** Off for codes and IBANs, where spelling suggestions only get in the way. */
  spellCheck?: boolean;
}

/** Labelled input with its error at the field: aria-invalid plus aria-describedby to the message. */
export function TextField({
  type = 'text',
  inputMode,
  multiline,
  autoComplete,
  maxLength,
  spellCheck,
  describedBy,
  ...field
}: Props) {
  const id = useId();
  const common = { ...controlProps(id, field, describedBy), maxLength, autoComplete, spellCheck };
  return (
    <FieldFrame id={id} field={field}>
      {multiline ? (
        <textarea {...common} rows={6} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} />
      )}
    </FieldFrame>
  );
}
