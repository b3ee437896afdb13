import type { FormEvent, ReactNode, RefObject } from 'react';
import type { RequestForm } from '../lib/use-request-form.ts';

/** A form's one alert: announced when it appears, focusable so focus can move to it. */
export function FormAlert({
  text,
  alertRef,
}: {
  text: string | null;
  alertRef: RefObject<HTMLParagraphElement | null>;
}) {
  return (
    <p ref={alertRef} tabIndex={-1} className="form__error" role="alert">
      {text}
    </p>
  );
}

/** The form's submit button, disabled while its request is under way. */
export function SubmitButton({ label, sending }: { label: string; sending: boolean }) {
  return (
    <div>
      <button type="submit" className="button button--primary" disabled={sending}>
        {label}
      </button>
    </div>
  );
}

/**
 * A form that sends a request (`useRequestForm`): its own checks and the server's stand at the
 * fields (`noValidate`, no browser bubbles), and its one alert comes first.
 */
export function FormWithAlert({
  form,
  onSubmit,
  children,
}: {
  form: Pick<RequestForm, 'formRef' | 'formError' | 'errorRef'>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  children: ReactNode;
}) {
  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
      <FormAlert text={form.formError} alertRef={form.errorRef} />
      {children}
    </form>
  );
}
