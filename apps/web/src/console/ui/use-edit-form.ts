import { type FormEvent, useEffect, useRef, useState } from 'react';
import { consoleErrorText, fieldMessages } from '../lib/console-api.ts';

/**
 * The state of an editing form that opens below a table (content items, consent categories): its
 * heading takes focus when it opens, so keyboard and screen-reader users follow; a failed save
 * keeps the form open with the server's messages at the fields `fieldsOf` finds, and the message
 * goes to the form's notice when none of them is a field the form shows.
 */
export function useEditForm(
  initial: Record<string, string>,
  onSave: (values: Record<string, string>) => Promise<void>,
  options: {
    fieldsOf?: (error: unknown) => Record<string, string>;
    shows?: (fields: Record<string, string>) => boolean;
  } = {},
) {
  const { fieldsOf = fieldMessages, shows = (fields) => Object.keys(fields).length > 0 } = options;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => headingRef.current?.focus(), []);

  const set = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setErrors({});
    try {
      await onSave(values);
    } catch (e) {
      const fields = fieldsOf(e);
      setErrors(fields);
      if (!shows(fields)) setError(consoleErrorText(e));
    } finally {
      setBusy(false);
    }
  };
  return { headingRef, values, set, errors, error, busy, submit };
}
