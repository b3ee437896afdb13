import { useId } from 'react';
import { controlProps, FieldFrame, type FieldProps } from './field-parts.tsx';

/** A labelled native date input (the browser's own picker, keyboard included), error at the field. */
export function DateField(field: FieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} field={field}>
      <input type="date" {...controlProps(id, field)} />
    </FieldFrame>
  );
}

/** A labelled native select, error at the field. */
export function SelectField({
  options,
  ...field
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const id = useId();
  return (
    <FieldFrame id={id} field={field}>
      <select {...controlProps(id, field)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
