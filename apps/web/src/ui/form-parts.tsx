import type { RefObject } from 'react';

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
