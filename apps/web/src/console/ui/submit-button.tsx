import type { ReactNode } from 'react';

/** A console form's submit button: off while the form is sent, so a second click sends nothing twice. */
export function SubmitButton({ busy, children }: { busy?: boolean | undefined; children: ReactNode }) {
  return (
    <button type="submit" className="c-button" disabled={busy}>
      {children}
    </button>
  );
}
