import { type FormEvent, useEffect, useRef, useState } from 'react';
import { consoleErrorText, fieldMessages } from '../lib/console-api.ts';
import { useConsoleMutation } from '../lib/use-console-query.ts';

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
  // The save's busy and failure; the messages at the fields and the notice are read from the failure.
  const saving = useConsoleMutation();
  const errors = saving.error === undefined ? {} : fieldsOf(saving.error);
  const error = saving.error !== undefined && !shows(errors) ? consoleErrorText(saving.error) : null;

  useEffect(() => headingRef.current?.focus(), []);

  const set = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await saving.run(() => onSave(values));
  };
  return { headingRef, values, set, errors, error, busy: saving.busy, submit };
}
