import type { FieldErrors } from './field-errors.ts';

/**
 * A form's fields bound to its state: `field(name)` is what a `TextField` takes from it — the value
 * and its change by the value's name, and the message under the body path the schema and the
 * server blame (`errorKey`, where it is not the value's name, e.g. `Empfehler.Vorname`).
 */
export function bindFields<V>(
  values: V,
  set: <K extends keyof V>(name: K) => (value: V[K]) => void,
  errors: FieldErrors,
) {
  return <K extends keyof V & string>(name: K, errorKey: string = name) => ({
    value: values[name],
    onChange: set(name),
    error: errors[errorKey],
  });
}
