import type { ReactNode } from 'react';

/** A tick the form may leave empty (a copy by mail, a consent to advertising), with its label. */
export function Checkbox({
  id,
  name,
  label,
  checked,
  onChange,
}: {
  id: string;
  /** The field's name in the form, where the form has one. */
  name?: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="checkbox">
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
