import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { consoleErrorText, fieldMessages } from '../lib/console-api.ts';
import { type ConsoleMutation, useConsoleMutation } from '../lib/use-console-query.ts';

/** The names a form's fields carry: the keys of the shared body schema the server parses with. */
export type FieldName<S> = S extends z.ZodObject ? Extract<keyof z.input<S>, string> : string;

/** What a submit's work may answer: a success message for the form's status line (or it calls `setDone`). */
type Work<V> = (values: V) => Promise<unknown>;

/**
 * The console's one form helper (decision 052, on the data layer of decision 048). It holds the
 * values, runs the save through `useConsoleMutation` (busy, the failure) and puts the messages at
 * the fields named by the shared zod schema `S` the server parses the body with — the server's
 * answer is the one validation, so the operator reads the same translated message as before; a
 * form's own checks (`check`, for what it must convert before sending: euros, a file) stand over
 * them. `general` is the failure's text when no field is to blame.
 */
export function useConsoleForm<S = unknown, V extends Record<string, unknown> = Record<string, string>>(
  initial: V,
  options: {
    check?: (values: V) => Partial<Record<FieldName<S>, string>>;
    /** The save's state when the screen holds it (its other changes wait while the form saves). */
    mutation?: ConsoleMutation;
  } = {},
) {
  const [values, setValues] = useState(initial);
  const [local, setLocal] = useState<Partial<Record<FieldName<S>, string>>>({});
  const own = useConsoleMutation();
  const mutation = options.mutation ?? own;
  // What the save did is the mutation's: a screen that shares it clears it with its other changes.
  const { done, setDone } = mutation;
  const server = fieldMessages(mutation.error) as Partial<Record<FieldName<S>, string>>;
  const serverBlamesField = Object.keys(server).length > 0;

  const set =
    <K extends keyof V>(name: K) =>
    (value: V[K]) =>
      setValues((v) => ({ ...v, [name]: value }));

  /** The submit handler: clears the last outcome, checks, then runs `work` with the values. */
  const submit = (work: Work<V>) => async (event?: FormEvent) => {
    event?.preventDefault();
    mutation.setError(undefined);
    setDone('');
    const faults = options.check?.(values) ?? {};
    setLocal(faults);
    if (Object.keys(faults).length > 0) return false;
    return mutation.run(async () => {
      const message = await work(values);
      if (typeof message === 'string' && message) setDone(message);
    });
  };

  const fields = { ...server, ...local };
  /**
   * What a field takes from the form: its value and change by the value's name, and the message of
   * the body field the server (or `check`) blames, named as the shared schema names it.
   */
  const bind = <K extends keyof V>(name: K, field?: FieldName<S>) => ({
    value: values[name],
    onChange: set(name),
    error: field === undefined ? undefined : fields[field],
  });

  return {
    values,
    set,
    bind,
    setValues,
    fields,
    general: mutation.error && !serverBlamesField ? consoleErrorText(mutation.error) : null,
    error: mutation.error,
    busy: mutation.busy,
    done,
    setDone,
    submit,
  };
}

export type ConsoleForm = ReturnType<typeof useConsoleForm>;
