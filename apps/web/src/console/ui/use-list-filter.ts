import { useState } from 'react';

/**
 * The filters above a paged list (outbox, dead letters): the values as the operator sets them in
 * the form, and the query the list was last asked with — applied only when the form is sent, and
 * then from the first page, so a half-set filter does not reload the list on every change.
 */
export function useListFilter<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState(initial);
  const [query, setQuery] = useState<V & { offset: number }>({ ...initial, offset: 0 });
  const set = (name: keyof V) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const apply = () => setQuery({ ...values, offset: 0 });
  /** What a filter's control takes: its value and its change, by the value's name. */
  const bind = (name: keyof V & string) => ({ value: values[name], onChange: set(name) });
  return { values, set, bind, query, setQuery, apply };
}
