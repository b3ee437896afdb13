import type { ReactNode } from 'react';
import { FieldFrame } from '../../../ui/field.tsx';
import { useDescribed } from '../../../ui/select-and-text-area-fields.tsx';

/** The messages at a field, one paragraph each, referenced by the field's aria-describedby. */
function Errors({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <div id={id}>
      {errors.map((e) => (
        <p key={e} className="c-error">
          {e}
        </p>
      ))}
    </div>
  );
}

interface TextProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: string[] | undefined;
  hint?: string | undefined;
  readOnly?: boolean | undefined;
  type?: 'text' | 'number' | 'url';
  children?: ReactNode;
}

/** A labelled input with its hint and all its messages (a colour may fail two pairs). */
export function TextInput({
  label,
  value,
  onChange,
  errors = [],
  hint,
  readOnly,
  type = 'text',
  children,
}: TextProps) {
  const { id, describedBy } = useDescribed(hint, errors.length ? errors.join(' ') : undefined);
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      <input
        id={id}
        type={type}
        value={value}
        readOnly={readOnly}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={describedBy}
      />
      {children}
      <Errors id={`${id}-error`} errors={errors} />
    </FieldFrame>
  );
}
