import type { Ref } from 'react';
import { Field } from './field.tsx';

/**
 * The second factor's code field, the same wherever a code is asked for (sign-in, enrolment,
 * confirming a dangerous action): six digits, the numeric keyboard, the browser's one-time-code
 * autofill.
 */
export function OneTimeCodeField({
  label,
  value,
  onChange,
  error,
  hint,
  autoFocus,
  required,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: string;
  autoFocus?: boolean;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <Field
      label={label}
      hint={hint}
      autoFocus={autoFocus}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={onChange}
      error={error}
      required={required}
      inputRef={inputRef}
    />
  );
}
