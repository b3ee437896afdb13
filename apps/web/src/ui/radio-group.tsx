import { useId } from 'react';

interface Props<T extends string> {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string | undefined;
}

/**
 * A required choice as native radios in a fieldset: the legend names the question, arrow keys move
 * between the options, and an error is read with each of them (aria-invalid + aria-describedby).
 */
export function RadioGroup<T extends string>({ legend, name, options, value, onChange, error }: Props<T>) {
  const id = useId();
  const invalid = error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
  return (
    <fieldset className="form__group radio-group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <div className="checkbox" key={option.value}>
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={name}
            value={option.value}
            required
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            {...invalid}
          />
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
        </div>
      ))}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
