import type { ReactNode, Ref } from 'react';

/**
 * A checkbox the form needs ticked (a consent): its label, and its error at the field
 * (aria-invalid plus aria-describedby to the message). `inputRef` for the form that moves the
 * focus to it when it is left empty.
 */
export function RequiredCheckbox({
  id,
  name,
  label,
  checked,
  onChange,
  error,
  inputRef,
}: {
  id: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <div className="checkbox">
      <input
        ref={inputRef}
        id={id}
        type="checkbox"
        name={name}
        required
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
