import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useDescribed } from './select-and-text-area-fields.tsx';

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
  const { id, describedBy } = useDescribed(hint, error);
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      <input
        id={id}
        ref={inputRef}
        {...input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p id={`${id}-error`} className="c-error">
          {error}
        </p>
      )}
    </FieldFrame>
  );
}

/**
 * What a one-line field is framed by (`Field`, the tenant editor's `TextInput`): its label, then
 * its hint, then the control and what follows it.
 */
export function FieldFrame({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="c-field">
      <label htmlFor={id}>{label}</label>
      <FieldHint id={id} hint={hint} />
      {children}
    </div>
  );
}

/** A field's hint between its label and its input, with the id the input is described by. */
function FieldHint({ id, hint }: { id: string; hint?: string | undefined }) {
  return hint ? (
    <p id={`${id}-hint`} className="c-hint">
      {hint}
    </p>
  ) : null;
}
