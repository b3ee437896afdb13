import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from './api-client.ts';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from './field-errors.ts';
import { useFieldErrors } from './use-field-errors.ts';

/**
 * The state every form that sends a request shares: errors at the fields (focus to the first), one
 * form-level alert (focused when no field is to blame), and whether a request is under way.
 */
export function useRequestForm() {
  const { errors, formRef, show, clear, dismiss } = useFieldErrors();
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  // The alert is hidden while empty (and cannot take focus), so focus moves after the render.
  const [alertFocus, setAlertFocus] = useState(0);
  useEffect(() => {
    if (alertFocus > 0) errorRef.current?.focus();
  }, [alertFocus]);

  return {
    errors,
    formRef,
    errorRef,
    formError,
    sending,
    /** The schema refused the input: errors at the fields, nothing sent. */
    invalid(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
      setFormError(null);
      show(fieldErrorsFromIssues(issues));
    },
    /** A request starts: earlier errors go. */
    start() {
      setFormError(null);
      clear();
      setSending(true);
    },
    /**
     * The request failed: the server's field errors at the fields (`rename` maps a server path to
     * the form's field where they differ), `text` as the form's alert.
     */
    fail(error: unknown, text: string, rename: Record<string, string> = {}) {
      setSending(false);
      const fields = (error instanceof ApiRequestError ? error.fields : []).map((field) => ({
        ...field,
        path: rename[field.path] ?? field.path,
      }));
      if (fields.length > 0) show(fieldErrorsFromApi(fields));
      setFormError(text);
      if (fields.length === 0) setAlertFocus((n) => n + 1);
    },
    done() {
      setSending(false);
    },
    /** A field got a value: its error has been answered, so it goes (the others wait for the next send). */
    filled(field: string, value: string | null) {
      if (value !== null && value.trim() !== '') dismiss(field);
    },
  };
}

export type RequestForm = ReturnType<typeof useRequestForm>;

/** The failure as an ApiRequestError, or undefined for anything else (a bug, an abort). */
export const apiFailure = (error: unknown) => (error instanceof ApiRequestError ? error : undefined);
