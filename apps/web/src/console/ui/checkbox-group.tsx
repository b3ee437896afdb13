import { type ReactNode, useId } from 'react';

/**
 * A set of checkboxes under one legend (a key's permissions, an endpoint's events): the values
 * checked, and the field's message, read out with the group.
 */
export function CheckboxGroup<V extends string>({
  legend,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  options: readonly { value: V; label: ReactNode }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset className="ops-checks" aria-describedby={error ? `${id}-err` : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="checkbox"
            checked={value.includes(option.value)}
            onChange={(e) =>
              onChange(e.target.checked ? [...value, option.value] : value.filter((x) => x !== option.value))
            }
          />{' '}
          {option.label}
        </label>
      ))}
      {error && (
        <p id={`${id}-err`} className="c-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
